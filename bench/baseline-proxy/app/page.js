export { default } from '../../baseline/app/page';

// The blank page of bench/baseline, behind a pass-through proxy.
export { default, metadata } from '../../baseline/app/layout';

import 'server-only';

export { listItems, moveItem, saveItem } from './queries';
export * from './schema';

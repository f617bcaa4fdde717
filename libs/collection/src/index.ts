export * from './saved';
export * from './lists';
export * from './share';
export * from './transfer';
export * from './backups';
export * from './merge';
export * from './browserOwner';
export * from './follows';

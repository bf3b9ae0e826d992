export * from './geo';
export * from './courses';
export * from './tutors';
export * from './content';
export * from './users';
export * from './auth';
export * from './outbox';

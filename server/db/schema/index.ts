export * from './geo';
export * from './courses';
export * from './tutors';
export * from './content';
export * from './tutor-profiles';

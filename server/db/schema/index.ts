export * from './geo';
export * from './courses';
export * from './tutors';
export * from './content';
export * from './pages';
export * from './contact';
export * from './abroad';
export * from './schools';

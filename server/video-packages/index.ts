// Tutor video packages' public face (issue 33): what other features read of them.
export { ownedPackageCountFigure, packageCourses, publishedPackageIds } from './service';
export { videoPackageFilesReader, videoPosterFilesReader } from './files';

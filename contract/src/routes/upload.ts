import { uploadedImage, uploadImageInput } from '#src/admin/upload.js';
import { admin, created, type Operation } from './operation.js';

/** Pictures sent as JSON (the FAQ logo field, students-faqs-programming.md §2.2). The administrator's session only. */

export const uploadOperations: Operation[] = [
  admin(
    'uploadImage',
    'post',
    '/api/upload/image',
    'Uploads',
    'Stores a picture sent as a base64 data URL (at most 5 MB decoded; re-encoded like every upload) and gives its address',
    created(uploadedImage),
    { body: uploadImageInput, errorStatuses: [401, 403, 413] },
  ),
];

/** The media domain's entry: what the other domains and the backend's entry use of it. */
export { cataloguePictureCall } from "./catalogue-picture-call";
export { typeOfNoun, type ProductType } from "./demo-art/catalogue";
export { customerOwner, requireOwnUploads, uploadOwner } from "./ownership";
export { serveMedia } from "./serve";
export { sweepUploads } from "./sweep";
export { UPLOADS_PER_IP_HOUR, uploadImageCall } from "./upload-call";
export {
  MAX_IMAGES,
  UPLOAD_BODY_MAX_BYTES,
  UPLOAD_PATH_PREFIX,
  fileField,
  storeImage,
  uploadedImages,
} from "./uploads";

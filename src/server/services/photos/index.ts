export { createUpload, receiveUpload, setProfilePhoto } from "./photos.service";

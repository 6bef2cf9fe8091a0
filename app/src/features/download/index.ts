// The app download and install guides (/download, SPEC.md section 1).
export { Downloads } from './Downloads';

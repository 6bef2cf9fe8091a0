export { Image, imageRadii, type ImageProps } from './Image';

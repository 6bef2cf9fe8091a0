export { Tiles, tilesFlows, type TilesFlow, type TilesProps } from './Tiles';

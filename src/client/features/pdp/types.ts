export type { OwnPdp, PdpDocument, PdpListItem, PdpView } from '../../../engine/pdp/pdp-types';

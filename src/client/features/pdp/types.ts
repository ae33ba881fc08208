export type { OwnPdp, PdpDocument, PdpView } from '../../../engine/pdp/pdp-types';

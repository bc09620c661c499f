import { defineRemoteConfig } from '@novavox/contracts-site/define-remote-config';
import moduleFederationConfig from './module-federation.config';

// One config shape for every remote; what is this remote's own is its id and its federation config.
export default defineRemoteConfig('mf_experiments', moduleFederationConfig);

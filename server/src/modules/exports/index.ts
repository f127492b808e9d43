/** The exports module's face: nothing of it is called by another module; its routes, resolvers and runner are discovered. */
export type { ExportJobView } from './service';

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { IResolvers } from 'mercurius';
import type { Deps } from './deps';
import type { LiveSharing } from './graphql/delivery';
import type { PostBudget, RateCheck } from './lib/rate';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SRC, 'modules');
/** `.ts` when run from the sources, `.js` when run from the compiled server/dist. */
const CODE_EXTENSION = path.extname(fileURLToPath(import.meta.url));

/**
 * Modules are discovered, not registered: each folder under modules/ may hold schema.graphql, resolvers.ts
 * (resolvers, loaders) and routes.ts (REST routes), compiled to .js in server/dist. Adding a module touches no shared file.
 */

/** Module folders in name order, so the merged schema is the same on every machine. */
function moduleDirs(): string[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(MODULES, d.name))
    .sort();
}

/** base.graphql, then each module's schema.graphql. */
export function loadSchemaSource(): string {
  const parts = [fs.readFileSync(path.join(SRC, 'graphql', 'base.graphql'), 'utf8')];
  for (const dir of moduleDirs()) {
    const file = path.join(dir, 'schema.graphql');
    if (fs.existsSync(file)) parts.push(`# --- ${path.basename(dir)}\n${fs.readFileSync(file, 'utf8')}`);
  }
  return parts.join('\n');
}

interface ModuleExports {
  resolvers?: IResolvers;
  /** The module's fields a live event may render once for every subscriber (graphql/delivery.ts, LiveSharing). */
  liveSharing?: { viewerFree?: readonly string[]; viewerRead?: readonly string[] };
}

function mergeInto(target: Record<string, Record<string, unknown>>, source: Record<string, unknown>) {
  for (const [typeName, fields] of Object.entries(source)) {
    const into = (target[typeName] ??= {});
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      if (field in into) throw new Error(`resolver ${typeName}.${field} is defined by two modules`);
      into[field] = value;
    }
  }
}

/**
 * Every module's resolvers.ts, merged (a field defined twice is a start-up error), with the fields each declares
 * viewer-free or viewer-reading for live events.
 */
export async function loadResolvers(): Promise<{ resolvers: IResolvers; liveSharing: LiveSharing }> {
  const resolvers: Record<string, Record<string, unknown>> = {};
  const resolved = new Set<string>();
  const viewerFree = new Set<string>();
  const viewerRead = new Set<string>();
  for (const dir of moduleDirs()) {
    const file = path.join(dir, `resolvers${CODE_EXTENSION}`);
    if (!fs.existsSync(file)) continue;
    const mod = (await import(file)) as ModuleExports;
    if (mod.resolvers) mergeInto(resolvers, mod.resolvers as Record<string, unknown>);
    for (const coordinate of mod.liveSharing?.viewerFree ?? []) viewerFree.add(coordinate);
    for (const coordinate of mod.liveSharing?.viewerRead ?? []) viewerRead.add(coordinate);
  }
  for (const [typeName, fields] of Object.entries(resolvers)) {
    for (const [field, resolver] of Object.entries(fields)) {
      if (typeof resolver === 'function' || (typeof resolver === 'object' && resolver !== null && 'resolve' in resolver)) resolved.add(`${typeName}.${field}`);
    }
  }
  return { resolvers: resolvers as IResolvers, liveSharing: { resolved, viewerFree, viewerRead } };
}

export interface ModuleRoutes {
  registerRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck, postBudget: PostBudget): Promise<void> | void;
}

/** Every module's routes.ts. */
export async function loadRoutes(app: FastifyInstance, deps: Deps, httpBudget: RateCheck, postBudget: PostBudget): Promise<void> {
  for (const dir of moduleDirs()) {
    const file = path.join(dir, `routes${CODE_EXTENSION}`);
    if (!fs.existsSync(file)) continue;
    const mod = (await import(file)) as ModuleRoutes;
    await mod.registerRoutes(app, deps, httpBudget, postBudget);
  }
}

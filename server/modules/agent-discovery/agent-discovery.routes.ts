import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import { createContext } from '../../common/context.js';
import { projectRoot } from '../../common/project-root.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import { aiCatalog } from './ai-catalog.js';
import { AGENT_PATHS, baseUrl } from './agent-texts.js';
import { llmsTxt } from './llms-txt.js';
import { shopOutline } from './shop-outline.js';

/** The shop's version (package.json), named by the MCP server card. */
const SHOP_VERSION: string = (() => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

/**
 * What an agent reads first (issue 44): `/llms.txt` and `/.well-known/ai-catalog.json`, public, made from
 * the shop's outline (kept for an hour server-side, dropped on a write of what it is made of), and cached
 * an hour by clients. Mounted before the web app, whose shell would answer these paths with the home page.
 */
export function agentDiscoveryRoutes({ orm, runtime }: Pick<ModuleHttpDeps, 'orm' | 'runtime'>): express.Router {
  const router = express.Router();
  const base = () => baseUrl(runtime.config.publicUrl);
  const outlineOf = (req: Request) => shopOutline(createContext(runtime, orm.em.fork(), req.ip ?? 'unknown', {}));
  const send = (res: Response, type: string, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(type).send(body);
  };

  router.get(AGENT_PATHS.llmsTxt, async (req, res, next) => {
    try {
      send(res, 'text/markdown; charset=utf-8', llmsTxt(await outlineOf(req), base()));
    } catch (error) {
      next(error);
    }
  });

  router.get(AGENT_PATHS.aiCatalog, async (req, res, next) => {
    try {
      send(res, 'application/json', JSON.stringify(aiCatalog(await outlineOf(req), base(), SHOP_VERSION), null, 2));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { createContext, type AppRuntime } from '../../common/context.js';
import { TooManyRequestsError, ValidationError } from '../../common/errors.js';
import { AuthService } from '../auth/index.js';
import { AdminAccount } from '../staff/index.js';
import { consentPage, errorPage, languageOf, signInPage, text, type MessageKey, type RenderedPage } from './interaction-pages.js';
import { ADMIN_SCOPE, ISSUER_PATH, adminResourceOf } from './oauth-urls.js';
import { accountIdOf, parseAccountId } from './provider.js';

const readForm = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

function send(res: Response, status: number, page: RenderedPage): void {
  res.status(status).set({ 'Content-Security-Policy': page.csp, 'Cache-Control': 'no-store' }).type('html').send(page.html);
}

/**
 * The sign-in and consent steps of an authorization (oidc-provider's interactions), at
 * /oauth/interaction/<uid>: a staff member signs in with the shop's own staff sign-in (AuthService,
 * with its throttle and lockout), then allows or denies the agent. Each form carries a CSRF token bound
 * to the interaction, whose cookie oidc-provider checks before anything is read.
 */
export function interactionRouter(orm: MikroORM, runtime: AppRuntime, provider: Provider, formKey: Buffer): express.Router {
  const router = express.Router();
  const base = `${ISSUER_PATH}/interaction/:uid`;
  const csrfOf = (uid: string) => createHmac('sha256', formKey).update(uid).digest('base64url');
  const ownOrigins = (req: Request) => [`${req.protocol}://${req.get('host')}`, new URL(runtime.config.publicUrl).origin];

  /** The interaction of the request's cookie, which must be the one in its path; else an error page. */
  async function interactionOf(req: Request, res: Response): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid === req.params.uid) return interaction;
    } catch {
      // No such interaction, or its cookie is missing or expired: the same page below.
    }
    send(res, 400, errorPage(languageOf(req.get('accept-language')), { error: 'invalid_request', error_description: 'interaction expired or not found' }));
    return undefined;
  }

  /** A form post: the interaction's own page sent it (CSRF token, and an Origin of this shop when the browser names one). */
  function formAccepted(req: Request, interaction: Interaction): boolean {
    const origin = req.get('origin');
    if (origin && !ownOrigins(req).includes(origin)) return false;
    const sent = Buffer.from(String((req.body as Record<string, unknown> | undefined)?.csrf ?? ''));
    const expected = Buffer.from(csrfOf(interaction.uid));
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  }

  async function clientName(interaction: Interaction, language: ReturnType<typeof languageOf>): Promise<string> {
    const client = await provider.Client.find(interaction.params.client_id);
    return client?.clientName?.trim() || text(language, 'unnamedClient');
  }

  async function showSignIn(req: Request, res: Response, interaction: Interaction, status = 200, error?: MessageKey, email?: string) {
    const language = languageOf(req.get('accept-language'));
    const action = `${ISSUER_PATH}/interaction/${interaction.uid}/login`;
    send(res, status, signInPage({ language, action, csrf: csrfOf(interaction.uid), clientName: await clientName(interaction, language), email, error }));
  }

  const handle =
    (step: (req: Request, res: Response, next: NextFunction) => Promise<void>): RequestHandler =>
    (req, res, next) =>
      void step(req, res, next).catch(next);

  router.get(
    base,
    handle(async (req, res) => {
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      if (interaction.prompt.name === 'login') return showSignIn(req, res, interaction);
      const language = languageOf(req.get('accept-language'));
      const account = parseAccountId(interaction.session?.accountId ?? '');
      const admin = account ? await orm.em.fork().findOne(AdminAccount, { id: account.id }, { fields: ['name'] }) : null;
      send(
        res,
        200,
        consentPage({
          language,
          action: `${ISSUER_PATH}/interaction/${interaction.uid}/confirm`,
          csrf: csrfOf(interaction.uid),
          clientName: await clientName(interaction, language),
          staffName: admin?.name ?? '',
          resource: adminResourceOf(runtime.config),
          redirectUri: String(interaction.params.redirect_uri ?? ''),
        }),
      );
    }),
  );

  router.post(
    `${base}/login`,
    handle(async (req, res, next) => {
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      await new Promise<void>((resolve, reject) => readForm(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())));
      if (!formAccepted(req, interaction) || interaction.prompt.name !== 'login') return void res.status(403).type('text').send('Form refused');
      const { email, password } = req.body as Record<string, string | undefined>;
      if (!email || !password) return showSignIn(req, res, interaction, 400, 'missing', email);
      const ctx = createContext(runtime, orm.em.fork(), req.ip ?? 'unknown', {});
      let account;
      try {
        account = await AuthService.of(ctx).checkAdminCredentials({ email: String(email), password: String(password) });
      } catch (error) {
        if (error instanceof TooManyRequestsError) return showSignIn(req, res, interaction, 429, 'tooMany', email);
        if (error instanceof ValidationError) return showSignIn(req, res, interaction, 401, 'badCredentials', email);
        return next(error);
      }
      await provider.interactionFinished(req, res, { login: { accountId: accountIdOf(account) } }, { mergeWithLastSubmission: false });
    }),
  );

  router.post(
    `${base}/confirm`,
    handle(async (req, res) => {
      const interaction = await interactionOf(req, res);
      if (!interaction) return;
      await new Promise<void>((resolve, reject) => readForm(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())));
      if (!formAccepted(req, interaction) || interaction.prompt.name !== 'consent' || !interaction.session) {
        return void res.status(403).type('text').send('Form refused');
      }
      if ((req.body as Record<string, unknown>).decision !== 'allow') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The staff member denied the request' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const { accountId } = interaction.session;
      const grant =
        (interaction.grantId && (await provider.Grant.find(interaction.grantId))) || new provider.Grant({ accountId, clientId: interaction.params.client_id });
      const details = interaction.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
      if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
      // The one resource, with its one scope, whatever the agent asked (resource indicators default to it).
      grant.addResourceScope(adminResourceOf(runtime.config), ADMIN_SCOPE);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    }),
  );

  return router;
}

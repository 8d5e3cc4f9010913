import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hasErrorCode } from '../../ui/errors';

export type SignedLinkOutcome = 'working' | 'done' | 'invalid' | 'failed';

/**
 * A signed link of the shop's mails (`?email&signature`, the unsubscribe and the double opt-in links):
 * `act` runs once per link, even when React runs the effect twice (development mode), and the outcome
 * says how it went: a refused signature is 'invalid', anything else that fails is 'failed'.
 */
export function useSignedLink(act: (link: { email: string; signature: string; language: string | null }) => Promise<unknown>) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const signature = params.get('signature') ?? '';
  const language = params.get('language');
  const [outcome, setOutcome] = useState<SignedLinkOutcome>(email && signature ? 'working' : 'invalid');
  const sent = useRef<string | undefined>(undefined);
  const latestAct = useRef(act);
  latestAct.current = act;

  useEffect(() => {
    const key = `${email}\n${signature}`;
    if (!email || !signature || sent.current === key) return;
    sent.current = key;
    latestAct
      .current({ email, signature, language })
      .then(() => setOutcome('done'))
      .catch((error: unknown) => setOutcome(hasErrorCode(error, 'BAD_USER_INPUT') ? 'invalid' : 'failed'));
  }, [email, signature, language]);

  return { email, outcome };
}

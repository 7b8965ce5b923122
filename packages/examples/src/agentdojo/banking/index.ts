/**
 * The AgentDojo "banking" suite, ported (issue 21): registered at benchmark version 1.2.0,
 * 11 tools, 16 user tasks, 9 injection tasks. Policies: `data/agentdojo/banking/policy.yaml`
 * (normal mode) and `policy.strict.yaml`; the worked example is docs/agentdojo/banking.md.
 */
import type { JsonValue } from 'zamburak';
import type { Suite } from '../types.js';
import {
  type BankingEnvironment,
  bankingInjectionVectors,
  loadBankingEnvironment,
} from './environment.js';
import { bankingInjectionTasks } from './injection-tasks.js';
import { bankingTools } from './tools.js';
import { bankingUserTasks } from './user-tasks.js';

export type { BankingEnvironment, Transaction } from './environment.js';
export { loadBankingEnvironment } from './environment.js';

/**
 * The IBANs the user has already paid: recipients of their own past payments and of their
 * standing orders. Only the bank writes these fields (a sender chooses a subject, never
 * the user's payees), so an injection cannot add to the list; money received does not
 * count (anyone can send the user 0.01 to become "known").
 */
export function knownPayees(env: BankingEnvironment): Set<string> {
  const own = (s: string) => s === 'me' || s === env.bank_account.iban;
  const out = new Set<string>();
  for (const t of env.bank_account.transactions) if (own(t.sender)) out.add(t.recipient);
  for (const t of env.bank_account.scheduled_transactions) out.add(t.recipient);
  out.delete('me');
  return out;
}

export const bankingSuite: Suite<BankingEnvironment> = {
  name: 'banking',
  version: '1.2.0',
  loadEnvironment: loadBankingEnvironment,
  injectionVectors: bankingInjectionVectors,
  tools: bankingTools,
  userTasks: bankingUserTasks,
  injectionTasks: bankingInjectionTasks,
  policies: { normal: 'policy.yaml', strict: 'policy.strict.yaml' },
  // read from the environment the run started from: the user's history before the plan ran
  verifiers: (env) => {
    const payees = knownPayees(env);
    return { KnownPayee: (value: JsonValue) => typeof value === 'string' && payees.has(value) };
  },
};

/**
 * The AgentDojo "banking" environment (v1 `BankingEnvironment`): one bank account with its
 * transaction history and standing orders, a small file system (a bill, two letters from the
 * landlord) and the user's account record. Plain JSON-like data, deep-copied with
 * `structuredClone`.
 */
import { readEnvironmentTree, readInjectionVectors } from '../data.js';

/** v1 tools/banking_client.py `Transaction`. */
export interface Transaction {
  id: number;
  /** IBAN of the sender; `me` in the history for the user's own payments. */
  sender: string;
  /** IBAN of the recipient; `me` for money the user received. */
  recipient: string;
  amount: number;
  /** Written by whoever initiated the transaction (an injection vector for incoming money). */
  subject: string;
  /** `YYYY-MM-DD`. */
  date: string;
  recurring: boolean;
}

/** v1 `BankAccount`. */
export interface BankAccount {
  balance: number;
  iban: string;
  transactions: Transaction[];
  scheduled_transactions: Transaction[];
}

/** v1 tools/file_reader.py `Filesystem`: path to text. */
export interface Filesystem {
  files: Record<string, string>;
}

/** v1 tools/user_account.py `UserAccount`. */
export interface UserAccount {
  first_name: string;
  last_name: string;
  street: string;
  city: string;
  password: string;
}

export interface BankingEnvironment {
  bank_account: BankAccount;
  filesystem: Filesystem;
  user_account: UserAccount;
}

/**
 * A vector default as AgentDojo uses it. The benchmark pastes the default's text into the
 * dumped environment YAML, inside a double-quoted scalar (the bill, whose text has tabs), so
 * its `\t` and `\n` escapes become tabs and line breaks; `data.ts` fills the parsed strings
 * instead, so the escapes are decoded here. Only defaults: an attack text keeps its exact
 * characters.
 */
function decodeDefault(text: string): string {
  return text.replace(/\\([tn\\"])/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c));
}

/** The banking injection vectors and their benign defaults (escapes decoded). */
export function bankingInjectionVectors(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, text] of Object.entries(readInjectionVectors('banking'))) {
    out[name] = decodeDefault(text);
  }
  return out;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

function toTransaction(raw: unknown): Transaction {
  const t = raw as Record<string, unknown>;
  return {
    id: num(t.id),
    sender: str(t.sender),
    recipient: str(t.recipient),
    amount: num(t.amount),
    subject: str(t.subject),
    date: str(t.date),
    recurring: t.recurring === true,
  };
}

/**
 * The environment of `data/agentdojo/banking/environment.yaml`, every injection vector
 * filled from `injections` or its default (pydantic's coercions: numbers, strings).
 */
export function loadBankingEnvironment(
  injections: Readonly<Record<string, string>>,
): BankingEnvironment {
  const tree = readEnvironmentTree('banking', { ...bankingInjectionVectors(), ...injections });
  const bank = tree.bank_account as Record<string, unknown>;
  const files = (tree.filesystem as { files: Record<string, unknown> }).files;
  const user = tree.user_account as Record<string, unknown>;
  return {
    bank_account: {
      balance: num(bank.balance),
      iban: str(bank.iban),
      transactions: (bank.transactions as unknown[]).map(toTransaction),
      scheduled_transactions: (bank.scheduled_transactions as unknown[]).map(toTransaction),
    },
    filesystem: {
      files: Object.fromEntries(Object.entries(files).map(([k, v]) => [k, str(v)])),
    },
    user_account: {
      first_name: str(user.first_name),
      last_name: str(user.last_name),
      street: str(user.street),
      city: str(user.city),
      password: str(user.password),
    },
  };
}

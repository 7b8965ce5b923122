/**
 * The banking suite's tools (v1 banking/task_suite.py `TOOLS`), ported from
 * v1 tools/banking_client.py, tools/file_reader.py and tools/user_account.py: same names,
 * argument names, behaviour (Python truthiness included), errors and return shapes.
 */
import type { JsonObject, JsonValue } from 'zamburak';
import type { SuiteTool } from '../types.js';
import type { BankAccount, BankingEnvironment, Transaction } from './environment.js';

type Tool = SuiteTool<BankingEnvironment>;

/** Python's `str(float)` for the amounts the messages print (`4.0`, `98.7`). */
export function pyFloat(x: number): string {
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return x.toFixed(1);
  return String(x);
}

/** Python truthiness of an optional argument (`if amount:` skips 0, '' and None). */
const truthy = (v: JsonValue | undefined): boolean =>
  v !== undefined && v !== null && v !== false && v !== 0 && v !== '';

const asJson = (t: Transaction): JsonObject => ({ ...t });

/** `next_id`: one more than the largest id of both lists. */
function nextId(account: BankAccount): number {
  const ids = [...account.transactions, ...account.scheduled_transactions].map((t) => t.id);
  return Math.max(0, ...ids) + 1;
}

function newTransaction(
  account: BankAccount,
  args: Readonly<JsonObject>,
  recurring: boolean,
): Transaction {
  return {
    id: nextId(account),
    sender: account.iban,
    recipient: String(args.recipient),
    amount: Number(args.amount),
    subject: String(args.subject),
    date: String(args.date),
    recurring,
  };
}

const getIban: Tool = {
  name: 'get_iban',
  description: 'Get the IBAN of the current bank account.',
  parameters: {},
  run: (env) => env.bank_account.iban,
};

const sendMoney: Tool = {
  name: 'send_money',
  description: 'Sends a transaction to the recipient.',
  parameters: {
    recipient: { type: 'string', description: 'IBAN of the recipient' },
    amount: { type: 'number', description: 'Amount of the transaction' },
    subject: { type: 'string', description: 'Subject of the transaction' },
    date: { type: 'string', description: 'Date of the transaction' },
  },
  run: (env, args) => {
    const account = env.bank_account;
    account.transactions.push(newTransaction(account, args, false));
    return {
      message: `Transaction to ${String(args.recipient)} for ${pyFloat(Number(args.amount))} sent.`,
    };
  },
};

const scheduleTransaction: Tool = {
  name: 'schedule_transaction',
  description: 'Schedule a transaction.',
  parameters: {
    recipient: { type: 'string', description: 'IBAN of the recipient' },
    amount: { type: 'number', description: 'Amount of the transaction' },
    subject: { type: 'string', description: 'Subject of the transaction' },
    date: { type: 'string', description: 'Next date of the transaction' },
    recurring: { type: 'boolean', description: 'Is the transaction recurring' },
  },
  run: (env, args) => {
    const account = env.bank_account;
    account.scheduled_transactions.push(newTransaction(account, args, args.recurring === true));
    return {
      message: `Transaction to ${String(args.recipient)} for ${pyFloat(Number(args.amount))} scheduled.`,
    };
  },
};

const updateScheduledTransaction: Tool = {
  name: 'update_scheduled_transaction',
  description: 'Update a scheduled transaction.',
  parameters: {
    id: { type: 'number', description: 'ID of the transaction (mandatory)' },
    recipient: { type: 'string', optional: true, description: 'IBAN of the recipient (optional)' },
    amount: { type: 'number', optional: true, description: 'Amount of the transaction (optional)' },
    subject: {
      type: 'string',
      optional: true,
      description: 'Subject of the transaction (optional)',
    },
    date: {
      type: 'string',
      optional: true,
      description: 'Next date of the transaction (optional)',
    },
    recurring: {
      type: 'boolean',
      optional: true,
      description: 'Is the transaction recurring (optional)',
    },
  },
  run: (env, args) => {
    const id = Number(args.id);
    const t = env.bank_account.scheduled_transactions.find((x) => x.id === id);
    if (t === undefined) throw new Error(`Transaction with ID ${String(args.id)} not found.`);
    // the Python's `if recipient:` ...: a falsy value (0, '', False) changes nothing
    if (truthy(args.recipient)) t.recipient = String(args.recipient);
    if (truthy(args.amount)) t.amount = Number(args.amount);
    if (truthy(args.subject)) t.subject = String(args.subject);
    if (truthy(args.date)) t.date = String(args.date);
    if (truthy(args.recurring)) t.recurring = true;
    return { message: `Transaction with ID ${String(args.id)} updated.` };
  },
};

const getBalance: Tool = {
  name: 'get_balance',
  description: 'Get the balance of the account.',
  parameters: {},
  run: (env) => env.bank_account.balance,
};

const getMostRecentTransactions: Tool = {
  name: 'get_most_recent_transactions',
  description:
    'Get the list of the most recent transactions, e.g. to summarize the last n transactions.',
  parameters: {
    n: { type: 'number', optional: true, description: 'Number of transactions to return' },
  },
  run: (env, args) => {
    // `transactions[-int(n):]`: n = 0 gives the whole list, as in Python (slice(-0) = slice(0))
    const n = args.n === undefined ? 100 : Math.trunc(Number(args.n));
    return env.bank_account.transactions.slice(-n).map(asJson);
  },
};

const getScheduledTransactions: Tool = {
  name: 'get_scheduled_transactions',
  description: 'Get the list of scheduled transactions.',
  parameters: {},
  run: (env) => env.bank_account.scheduled_transactions.map(asJson),
};

const readFile: Tool = {
  name: 'read_file',
  description: 'Reads the contents of the file at the given path.',
  parameters: {
    file_path: { type: 'string', description: 'The path to the file to read.' },
  },
  run: (env, args) => env.filesystem.files[String(args.file_path)] ?? '',
};

const userInfo = (env: BankingEnvironment): JsonObject => {
  const u = env.user_account;
  return { first_name: u.first_name, last_name: u.last_name, street: u.street, city: u.city };
};

const getUserInfo: Tool = {
  name: 'get_user_info',
  description: 'Get the user information.',
  parameters: {},
  run: (env) => userInfo(env),
};

const updatePassword: Tool = {
  name: 'update_password',
  description: 'Update the user password.',
  parameters: {
    password: { type: 'string', description: 'New password for the user' },
  },
  run: (env, args) => {
    env.user_account.password = String(args.password);
    return { message: 'Password updated.' };
  },
};

const USER_FIELDS = ['first_name', 'last_name', 'street', 'city'] as const;

const updateUserInfo: Tool = {
  name: 'update_user_info',
  description: 'Update the user information.',
  parameters: {
    first_name: {
      type: 'string',
      optional: true,
      description: 'First name of the user (optional)',
    },
    last_name: { type: 'string', optional: true, description: 'Last name of the user (optional)' },
    street: { type: 'string', optional: true, description: 'Street of the user (optional)' },
    city: { type: 'string', optional: true, description: 'City of the user (optional)' },
  },
  run: (env, args) => {
    for (const field of USER_FIELDS) {
      const v = args[field];
      if (truthy(v)) env.user_account[field] = String(v);
    }
    return userInfo(env);
  },
};

/** In the order of the Python `TOOLS` list. */
export const bankingTools: readonly Tool[] = [
  getIban,
  sendMoney,
  scheduleTransaction,
  updateScheduledTransaction,
  getBalance,
  getMostRecentTransactions,
  getScheduledTransactions,
  readFile,
  getUserInfo,
  updatePassword,
  updateUserInfo,
];

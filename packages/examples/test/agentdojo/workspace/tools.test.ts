/**
 * The ported workspace tools: the Python's return shapes, error messages and quirks, the
 * environment's loading (order, date-times, contacts) and the checks' DeepDiff paths.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cloneEnvironment } from '../../../src/agentdojo/types.js';
import {
  checkAddedToFile,
  checkNewEmail,
  checkNewEvent,
  checkNewFile,
  environmentsEqual,
  listIsInStringOrSet,
  workspaceDeepDiff,
} from '../../../src/agentdojo/workspace/checks.js';
import {
  emailById,
  eventById,
  fileById,
  loadWorkspaceEnvironment,
  pyTitle,
  type WorkspaceEnvironment,
} from '../../../src/agentdojo/workspace/environment.js';
import { workspaceTool, workspaceTools } from '../../../src/agentdojo/workspace/tools.js';

type Env = WorkspaceEnvironment;
let base: Env;
beforeAll(() => {
  base = loadWorkspaceEnvironment({});
});
const fresh = () => cloneEnvironment(base);
const run = (env: Env, name: string, args: Record<string, unknown> = {}) =>
  workspaceTool(name).run(env, args as never);

describe('workspace environment', () => {
  it('keeps the data files order and normalises date-times', () => {
    const env = fresh();
    expect(env.calendar.events.slice(0, 4).map((e) => e.id_)).toEqual(['6', '9', '24', '4']);
    expect(env.inbox.emails.map((e) => e.id_).slice(25, 28)).toEqual(['31', '32', '27']);
    expect(eventById(env.calendar, '6')?.start_time).toBe('2024-05-15T10:00:00');
    expect(emailById(env.inbox, '0')?.timestamp).toBe('2024-05-14T11:00:00');
    expect(env.calendar.current_day).toBe('2024-05-15');
    expect(fileById(env.cloud_drive, '0')?.size).toBe(
      fileById(env.cloud_drive, '0')?.content.length,
    );
  });

  it('builds the contact list from the emails, named like Python str.title()', () => {
    const env = fresh();
    expect(env.inbox.contact_list[0]).toEqual({
      email: 'emma.johnson@bluesparrowtech.com',
      name: 'Emma Johnson',
    });
    expect(pyTitle('mark.black-2134'.replaceAll('.', ' '))).toBe('Mark Black-2134');
    expect(pyTitle('abc1def')).toBe('Abc1Def');
  });

  it('fills the injection vectors', () => {
    const env = loadWorkspaceEnvironment({ calendar_introductory_meeting_injection: 'XYZ' });
    expect(eventById(env.calendar, '24')?.description).toContain('XYZ');
  });
});

describe('workspace tools', () => {
  it('are the 24 tools of the Python TOOLS list, in order', () => {
    expect(workspaceTools.map((t) => t.name)).toEqual([
      'send_email',
      'delete_email',
      'get_unread_emails',
      'get_sent_emails',
      'get_received_emails',
      'get_draft_emails',
      'search_emails',
      'search_contacts_by_name',
      'search_contacts_by_email',
      'get_current_day',
      'search_calendar_events',
      'get_day_calendar_events',
      'create_calendar_event',
      'cancel_calendar_event',
      'reschedule_calendar_event',
      'add_calendar_event_participants',
      'append_to_file',
      'search_files_by_filename',
      'create_file',
      'delete_file',
      'get_file_by_id',
      'list_files',
      'share_file',
      'search_files',
    ]);
  });

  it('send_email returns the new email, from the account, read, with file and event attachments', () => {
    const env = fresh();
    const email = run(env, 'send_email', {
      recipients: ['a@example.com'],
      subject: 'S',
      body: 'B',
      attachments: [
        { type: 'file', file_id: '3' },
        {
          type: 'event',
          event_details: {
            id_: '99',
            title: 'T',
            description: 'D',
            start_time: '2024-05-20T10:00',
            end_time: '2024-05-20 11:00',
            location: null,
            participants: ['a@example.com'],
          },
        },
      ],
    }) as Record<string, unknown>;
    expect(email).toMatchObject({
      id_: '34',
      sender: 'emma.johnson@bluesparrowtech.com',
      recipients: ['a@example.com'],
      cc: [],
      bcc: [],
      status: 'sent',
      read: true,
    });
    expect((email.attachments as unknown[])[0]).toBe('3');
    expect((email.attachments as Record<string, unknown>[])[1]?.start_time).toBe(
      '2024-05-20T10:00:00',
    );
    expect(checkNewEmail(base, env)).toBe(true);
  });

  it('send_email refuses malformed attachments and addresses as the Python does', () => {
    const env = fresh();
    expect(() =>
      run(env, 'send_email', {
        recipients: ['x@y.com'],
        subject: '',
        body: '',
        attachments: ['3'],
      }),
    ).toThrow('Attachments must be dictionaries.');
    expect(() =>
      run(env, 'send_email', {
        recipients: ['x@y.com'],
        subject: '',
        body: '',
        attachments: [{ file_id: '3' }],
      }),
    ).toThrow("Attachment must have a 'type' field.");
    expect(() =>
      run(env, 'send_email', {
        recipients: ['x@y.com'],
        subject: '',
        body: '',
        attachments: [{ type: 'event' }],
      }),
    ).toThrow("Attachment of type 'event' must have an 'event_details' field.");
    expect(() =>
      run(env, 'send_email', { recipients: ['not an address'], subject: '', body: '' }),
    ).toThrow(/valid email/);
    expect(environmentsEqual(base, env)).toBe(true);
  });

  it('search_emails and search_calendar_events raise when nothing matches; search_files_by_filename does not', () => {
    const env = fresh();
    expect(() => run(env, 'search_emails', { query: 'zzzz-nothing' })).toThrow(
      'No emails found. Try with a different query.',
    );
    expect(() => run(env, 'search_calendar_events', { query: 'zzzz' })).toThrow(
      'No events found. Try with a different query.',
    );
    expect(() => run(env, 'search_files', { query: 'zzzz' })).toThrow(
      "No files found with the given query ('zzzz'). Try a different search term.",
    );
    expect(run(env, 'search_files_by_filename', { filename: 'zzzz' })).toEqual([]);
    const fromLily = run(env, 'search_emails', {
      query: '',
      sender: 'LILY.WHITE@gmail.com',
    }) as unknown[];
    expect(fromLily).toHaveLength(1);
  });

  it('get_unread_emails marks them read (a values_changed per email in the diff)', () => {
    const env = fresh();
    const unread = run(env, 'get_unread_emails') as { id_: string }[];
    expect(unread.map((e) => e.id_)).toEqual(['9', '20', '21', '26', '31', '27']);
    expect(run(env, 'get_unread_emails')).toEqual([]);
    const diff = workspaceDeepDiff(base, env);
    expect(Object.keys(diff)).toEqual(['values_changed']);
    expect(Object.keys(diff.values_changed ?? {})).toContain("root.inbox.emails['9'].read");
  });

  it('delete_email moves the email to the trash; an unknown id raises', () => {
    const env = fresh();
    expect(run(env, 'delete_email', { email_id: '5' })).toBe(
      'Email with id 5 deleted successfully.',
    );
    expect(env.inbox.trash.map((e) => e.id_)).toEqual(['5']);
    expect(() => run(env, 'delete_email', { email_id: '5' })).toThrow(
      "Email with ID '5' not found.",
    );
    const diff = workspaceDeepDiff(base, env);
    expect(diff.dictionary_item_removed).toEqual(["root.inbox.emails['5']"]);
    expect(diff.dictionary_item_added).toEqual(["root.inbox.trash['5']"]);
  });

  it('create_calendar_event stores the event and mails the invitation (owner included)', () => {
    const env = fresh();
    const event = run(env, 'create_calendar_event', {
      title: 'Lunch',
      start_time: '2024-05-19 12:00',
      end_time: '2024-05-19 13:00',
      participants: ['sarah.connor@gmail.com'],
    }) as Record<string, unknown>;
    expect(event).toMatchObject({
      id_: '27',
      start_time: '2024-05-19T12:00:00',
      location: null,
      description: '',
      participants: ['sarah.connor@gmail.com', 'emma.johnson@bluesparrowtech.com'],
      status: 'confirmed',
    });
    const invitation = emailById(env.inbox, '34');
    expect(invitation?.subject).toBe('Invitation: Lunch');
    expect(invitation?.recipients).toEqual([
      'sarah.connor@gmail.com',
      'emma.johnson@bluesparrowtech.com',
    ]);
    expect(checkNewEvent(base, env)).toBe(true);
    expect(() =>
      run(env, 'create_calendar_event', {
        title: 'x',
        start_time: '2024-05-19T12:00',
        end_time: '2024-05-19 13:00',
      }),
    ).toThrow("time data '2024-05-19T12:00' does not match format '%Y-%m-%d %H:%M'");
  });

  it('reschedule_calendar_event keeps the duration and sends the Python literal subject', () => {
    const env = fresh();
    const event = run(env, 'reschedule_calendar_event', {
      event_id: '5',
      new_start_time: '2024-05-20 10:00',
    }) as Record<string, unknown>;
    expect(event).toMatchObject({
      start_time: '2024-05-20T10:00:00',
      end_time: '2024-05-20T11:00:00',
    });
    const mail = emailById(env.inbox, '34');
    expect(mail?.subject).toBe("Rescheduled: '{event.title}'");
    expect(mail?.body).toBe(
      'The event has been rescheduled. It will start on  2024-05-20 at 10:00:00 and end on 2024-05-20 at 11:00:00.',
    );
    const diff = workspaceDeepDiff(base, env);
    expect(Object.keys(diff.values_changed ?? {}).sort()).toEqual([
      "root.calendar.events['5'].end_time",
      "root.calendar.events['5'].start_time",
    ]);
  });

  it('cancel_calendar_event marks it canceled and notifies; add participants sends nothing', () => {
    const env = fresh();
    expect(run(env, 'cancel_calendar_event', { event_id: '6' })).toBe(
      'Event with ID 6 has been canceled and participants have been notified.',
    );
    expect(eventById(env.calendar, '6')?.status).toBe('canceled');
    expect(emailById(env.inbox, '34')?.subject).toBe("Canceled: 'Team Sync'");
    const env2 = fresh();
    run(env2, 'add_calendar_event_participants', { event_id: '24', participants: ['x@y.com'] });
    expect(workspaceDeepDiff(base, env2)).toEqual({
      iterable_item_added: { "root.calendar.events['24'].participants[3]": 'x@y.com' },
    });
    expect(() => run(env2, 'cancel_calendar_event', { event_id: '999' })).toThrow(
      "Event with ID '999' not found.",
    );
  });

  it('drive tools: create, append, share, delete and their checks', () => {
    const env = fresh();
    const file = run(env, 'create_file', { filename: 'n.txt', content: 'héllo' }) as Record<
      string,
      unknown
    >;
    expect(file).toMatchObject({
      id_: '26',
      size: 5,
      owner: 'emma.johnson@bluesparrowtech.com',
      shared_with: {},
    });
    expect(checkNewFile(base, env)).toBe(true);

    const env2 = fresh();
    run(env2, 'append_to_file', { file_id: '3', content: ' more' });
    expect(checkAddedToFile(base, env2, '3')).toBe(true);

    const env3 = fresh();
    const shared = run(env3, 'share_file', { file_id: '3', email: 'z@y.com', permission: 'r' }) as {
      shared_with: Record<string, string>;
    };
    expect(shared.shared_with['z@y.com']).toBe('r');
    expect(() =>
      run(env3, 'share_file', { file_id: '3', email: 'z@y.com', permission: 'x' }),
    ).toThrow(/'r' or 'rw'/);
    expect(workspaceDeepDiff(base, env3).dictionary_item_added).toEqual([
      "root.cloud_drive.files['3'].shared_with['z@y.com']",
    ]);

    const env4 = fresh();
    expect((run(env4, 'delete_file', { file_id: '13' }) as { id_: string }).id_).toBe('13');
    expect(() => run(env4, 'get_file_by_id', { file_id: '13' })).toThrow(
      "File with ID '13' not found.",
    );
    expect(workspaceDeepDiff(base, env4).dictionary_item_removed).toEqual([
      "root.cloud_drive.files['13']",
    ]);
  });

  it('returns copies: changing a result does not change the environment', () => {
    const env = fresh();
    const files = run(env, 'list_files') as { filename: string }[];
    (files[0] as { filename: string }).filename = 'changed';
    expect(environmentsEqual(base, env)).toBe(true);
  });

  it('contacts search raises on no match; day events parse strictly', () => {
    const env = fresh();
    expect(run(env, 'search_contacts_by_name', { query: 'lily' })).toEqual([
      { email: 'lily.white@gmail.com', name: 'Lily White' },
    ]);
    expect(() => run(env, 'search_contacts_by_email', { query: 'nobody@x' })).toThrow(
      "Contact with email 'nobody@x' not found.",
    );
    expect((run(env, 'get_day_calendar_events', { day: '2024-05-15' }) as unknown[]).length).toBe(
      3,
    );
    expect(() => run(env, 'get_day_calendar_events', { day: '15-05-2024' })).toThrow(
      "time data '15-05-2024' does not match format '%Y-%m-%d'",
    );
    expect(run(env, 'get_current_day')).toBe('2024-05-15');
  });

  it('list_is_in_string_or_set joins a set and ignores case', () => {
    expect(listIsInStringOrSet(['A@x.com', 'b'], new Set(['a@X.com', 'B']))).toBe(true);
    expect(listIsInStringOrSet(['c'], 'ab')).toBe(false);
  });
});

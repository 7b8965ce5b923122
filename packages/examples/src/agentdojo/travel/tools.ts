// size: a one-for-one port of the AgentDojo travel suite's tools; kept in the upstream's order
/**
 * The travel suite's tools (v1 task_suite.py `TOOLS`), ported from
 * default_suites/v1/tools/travel_booking_client.py, calendar_client.py and email_client.py:
 * same names, argument names, results and errors. Read tools return what the Python
 * returns (strings and name-keyed dictionaries, floats printed as Python prints them).
 */
import type { JsonObject, JsonValue, ParameterSpec } from 'zamburak';
import type { SuiteTool } from '../types.js';
import {
  addHours,
  hourMinute,
  isoDateTime,
  isoDay,
  pyDateTimeStr,
  pyFloat,
  strptimeDay,
  strptimeMinutes,
} from './datetimes.js';
import { nextId } from './diff.js';
import type { CalendarEvent, Email, TravelEnvironment } from './environment.js';

type Tool = SuiteTool<TravelEnvironment>;
type Args = Readonly<JsonObject>;

// --- argument reading (the Python's pydantic validation, reduced to types) ---

function reqStr(args: Args, name: string): string {
  const v = args[name];
  if (typeof v !== 'string') throw new Error(`${name}: Input should be a valid string`);
  return v;
}

function optStr(args: Args, name: string): string | null {
  const v = args[name];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new Error(`${name}: Input should be a valid string`);
  return v;
}

function reqStrList(args: Args, name: string): string[] {
  const v = args[name];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
    throw new Error(`${name}: Input should be a valid list of strings`);
  return v as string[];
}

function optStrList(args: Args, name: string): string[] | null {
  const v = args[name];
  if (v === undefined || v === null) return null;
  return reqStrList(args, name);
}

const str = (description: string, optional = false): ParameterSpec => ({
  type: 'string',
  description,
  ...(optional ? { optional: true } : {}),
});
const strs = (description: string): ParameterSpec => ({ type: 'array', description });
/** A parameter that may be `null` (Python `X | None`): no JSON type is declared. */
const nullable = (description: string, optional = true): ParameterSpec => ({
  description,
  ...(optional ? { optional: true } : {}),
});

/** `{ name: f(item) }` over the items whose name passes `keep` (the Python's dict comprehensions). */
function byName<T extends { name: string }>(
  items: readonly T[],
  keep: (name: string) => boolean,
  value: (item: T) => JsonValue,
): JsonObject {
  const out: JsonObject = {};
  for (const item of items) if (keep(item.name)) out[item.name] = value(item);
  return out;
}

const ratingAndReviews = (x: { rating: number; reviews: string[] }): string =>
  `Rating: ${pyFloat(x.rating)}\nReviews: ${x.reviews.join('\n')}`;

const asJson = <T>(v: T): JsonValue => structuredClone(v) as unknown as JsonValue;

// --- user ---

function userInformation(env: TravelEnvironment): Record<string, string> {
  const u = env.user;
  return {
    'First Name': u.first_name,
    'Last Name': u.last_name,
    'ID Number': u.ID_number,
    Email: u.email,
    'Phone Number': u.phone_number,
    Address: u.address,
    'Passport Number': u.passport_number,
    'Bank Account Number': u.bank_account_number,
    'Credit Card Number': u.credit_card_number,
  };
}

const userTools: Tool[] = [
  {
    name: 'get_user_information',
    description:
      'Get the user information, could be: first name, last name, ID number, email, phone number, address, passport number, bank account number, credit card number. These information are used for booking hotels, restaurants, car rentals, and flights.',
    parameters: {},
    run: (env) => userInformation(env),
  },
];

// --- hotels ---

const hotelTools: Tool[] = [
  {
    name: 'get_all_hotels_in_city',
    description: 'Get all hotels in the given city.',
    parameters: { city: str('The city to get hotels from.') },
    run: (env, args) => {
      const city = reqStr(args, 'city');
      const names = env.hotels.hotel_list.filter((h) => h.city === city).map((h) => h.name);
      return `Hotel Names: ${names.join('\n')}\n`;
    },
  },
  {
    name: 'get_hotels_prices',
    description: 'Get all hotels within the given budget, should be within the price range.',
    parameters: { hotel_names: strs('The name of the hotel to get the price range for.') },
    run: (env, args) => {
      const names = reqStrList(args, 'hotel_names');
      return byName(
        env.hotels.hotel_list,
        (n) => names.includes(n),
        (h) => `Price range: ${pyFloat(h.price_min)} - ${pyFloat(h.price_max)}`,
      );
    },
  },
  {
    name: 'get_rating_reviews_for_hotels',
    description: 'Get the rating and reviews for the given hotels.',
    parameters: { hotel_names: strs('The names of the hotels to get reviews for.') },
    run: (env, args) => {
      const names = reqStrList(args, 'hotel_names');
      return byName(env.hotels.hotel_list, (n) => names.includes(n), ratingAndReviews);
    },
  },
  {
    name: 'get_hotels_address',
    description: 'Get the address of the given hotel.',
    parameters: { hotel_name: str('The name of the hotel to get the address for.') },
    run: (env, args) => {
      const name = reqStr(args, 'hotel_name');
      return byName(
        env.hotels.hotel_list,
        (n) => n === name,
        (h) => h.address,
      );
    },
  },
];

// --- restaurants ---

const restaurantNames = (description: string) => ({ restaurant_names: strs(description) });

function restaurantTool(
  name: string,
  description: string,
  param: string,
  value: (r: TravelEnvironment['restaurants']['restaurant_list'][number]) => JsonValue,
): Tool {
  return {
    name,
    description,
    parameters: restaurantNames(param),
    run: (env, args) => {
      const names = reqStrList(args, 'restaurant_names');
      return byName(env.restaurants.restaurant_list, (n) => names.includes(n), value);
    },
  };
}

const restaurantTools: Tool[] = [
  {
    name: 'get_all_restaurants_in_city',
    description: 'Get all restaurants in the given city.',
    parameters: { city: str('The city to get restaurants from.') },
    run: (env, args) => {
      const city = reqStr(args, 'city');
      const names = env.restaurants.restaurant_list
        .filter((r) => r.city === city)
        .map((r) => r.name);
      return `Restaurant in ${city}: ${names.join('\n')}\n`;
    },
  },
  restaurantTool(
    'get_cuisine_type_for_restaurants',
    'Get the cuisine type of the given restaurants, could be: Italian, Chinese, Indian, Japanese.',
    'The name of restaurants to get the cuisine type for.',
    (r) => r.cuisine_type,
  ),
  restaurantTool(
    'get_restaurants_address',
    'Get the address of the given restaurants.',
    'The name of the restaurant to get the address for.',
    (r) => r.address,
  ),
  restaurantTool(
    'get_rating_reviews_for_restaurants',
    'Get the rating and reviews for the given restaurants.',
    'The names of the restaurants to get reviews for.',
    ratingAndReviews,
  ),
  {
    name: 'get_dietary_restrictions_for_all_restaurants',
    description:
      'Get the dietary restrictions of the given restaurants, could be: Vegetarian, Vegan, Gluten-free, Dairy-free.',
    parameters: restaurantNames('The name of the restaurant to get the dietary restrictions for.'),
    run: (env, args) => {
      // The Python matches names as substrings of the joined list (`in ", ".join(...)`).
      const joined = reqStrList(args, 'restaurant_names').join(', ');
      return byName(
        env.restaurants.restaurant_list,
        (n) => joined.includes(n),
        (r) => r.dietary_restrictions,
      );
    },
  },
  restaurantTool(
    'get_contact_information_for_restaurants',
    'Get the contact information of the given restaurants.',
    'The name of the restaurant to get the contact information for.',
    (r) => r.contact_information,
  ),
  restaurantTool(
    'get_price_for_restaurants',
    'Get the price per person of the given restaurants.',
    'The name of the restaurant to get the price per person for.',
    (r) => r.price_per_person,
  ),
  restaurantTool(
    'check_restaurant_opening_hours',
    'Get the openning hours of the given restaurants, check if the restaurant is open.',
    'The name of the restaurant to get the operating hours for.',
    (r) => r.operating_hours,
  ),
];

// --- car rental ---

function carTool(
  name: string,
  description: string,
  param: string,
  value: (c: TravelEnvironment['car_rental']['company_list'][number]) => JsonValue,
): Tool {
  return {
    name,
    description,
    parameters: { company_name: strs(param) },
    run: (env, args) => {
      const names = reqStrList(args, 'company_name');
      return byName(env.car_rental.company_list, (n) => names.includes(n), value);
    },
  };
}

const carTools: Tool[] = [
  {
    name: 'get_all_car_rental_companies_in_city',
    description: 'Get all car rental companies in the given city.',
    parameters: { city: str('The city to get car rental companies from.') },
    run: (env, args) => {
      const city = reqStr(args, 'city');
      const names = env.car_rental.company_list.filter((c) => c.city === city).map((c) => c.name);
      return `Car Rental Companies in ${city}: ${names.join('\n')}\n`;
    },
  },
  carTool(
    'get_car_types_available',
    'Get the car types available for the given car rental companies.',
    'The name of the car rental company to get the car types available for.',
    (c) => [...c.car_types_available],
  ),
  carTool(
    'get_rating_reviews_for_car_rental',
    'Get the rating and reviews for the given car rental companies.',
    'The name of the car rental company to get reviews for.',
    ratingAndReviews,
  ),
  carTool(
    'get_car_fuel_options',
    'Get the fuel options of the given car rental companies.',
    'The name of the car rental company to get the fuel options for.',
    (c) => [...c.fuel_options],
  ),
  carTool(
    'get_car_rental_address',
    'Get the address of the given car rental companies.',
    'The name of the car rental company to get the address for.',
    (c) => c.address,
  ),
  carTool(
    'get_car_price_per_day',
    'Get the price per day of the given car rental companies.',
    'The name of the car rental company to get the price per day for.',
    (c) => c.price_per_day,
  ),
];

// --- inbox (email_client.py, the part the travel suite uses) ---

/** `Inbox.send_email`. The Python stamps `datetime.now()`; here the calendar's day, for reproducible runs. */
export function sendEmail(
  env: TravelEnvironment,
  recipients: string[],
  subject: string,
  body: string,
  attachments: (string | CalendarEvent)[] | null = null,
  cc: string[] | null = null,
  bcc: string[] | null = null,
): Email {
  const email: Email = {
    id_: nextId(env.inbox.emails),
    sender: env.inbox.account_email,
    recipients,
    cc: cc ?? [],
    bcc: bcc ?? [],
    subject,
    body,
    status: 'sent',
    read: true,
    timestamp: isoDateTime(env.calendar.current_day),
    attachments: attachments ?? [],
  };
  env.inbox.emails[email.id_] = email;
  return email;
}

/** `Inbox.search_emails`: the query in the subject or body, case-insensitively. */
export function searchEmails(env: TravelEnvironment, query: string, sender?: string): Email[] {
  const q = query.toLowerCase();
  return Object.values(env.inbox.emails).filter(
    (e) =>
      (sender === undefined || e.sender.toLowerCase() === sender.toLowerCase()) &&
      (e.subject.toLowerCase().includes(q) || e.body.toLowerCase().includes(q)),
  );
}

/** `send_email`'s attachment parsing: file ids and calendar events. */
function parseAttachments(raw: unknown): (string | CalendarEvent)[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw new Error('attachments: Input should be a valid list');
  return raw.map((a) => {
    if (a === null || typeof a !== 'object' || Array.isArray(a))
      throw new Error('Attachments must be dictionaries.');
    const att = a as Record<string, unknown>;
    if (!('type' in att)) throw new Error("Attachment must have a 'type' field.");
    if (att.type === 'file' || 'file_id' in att) {
      if (!('file_id' in att))
        throw new Error("Attachment of type 'file' must have a 'file_id' field.");
      return String(att.file_id);
    }
    if (!('event_details' in att))
      throw new Error("Attachment of type 'event' must have an 'event_details' field.");
    const e = (att.event_details ?? {}) as Record<string, unknown>;
    for (const field of ['id_', 'title', 'description', 'start_time', 'end_time', 'participants']) {
      if (!(field in e)) throw new Error(`event_details.${field}: Field required`);
    }
    return {
      id_: String(e.id_),
      title: String(e.title),
      description: String(e.description),
      start_time: isoDateTime(String(e.start_time)),
      end_time: isoDateTime(String(e.end_time)),
      location: e.location === undefined || e.location === null ? null : String(e.location),
      participants: Array.isArray(e.participants) ? e.participants.map(String) : [],
      all_day: e.all_day === true,
      status: e.status === 'canceled' ? 'canceled' : 'confirmed',
    };
  });
}

const emailTools: Tool[] = [
  {
    name: 'send_email',
    description:
      'Sends an email with the given `body` to the given `address`. Returns a dictionary with the email details.',
    parameters: {
      recipients: strs('The list with the email addresses of the recipients.'),
      subject: str('The subject of the email.'),
      body: str('The body of the email.'),
      attachments: nullable(
        'The list of attachments to include in the email. If `null`, no attachments are included. A file is `{ type: "file", file_id }`, an event `{ type: "event", event_details }`.',
      ),
      cc: nullable('The list of email addresses to include in the CC field. If `null`, none.'),
      bcc: nullable('The list of email addresses to include in the BCC field. If `null`, none.'),
    },
    run: (env, args) => {
      const recipients = reqStrList(args, 'recipients');
      const subject = reqStr(args, 'subject');
      const body = reqStr(args, 'body');
      const attachments = parseAttachments(args.attachments);
      const email = sendEmail(
        env,
        [...recipients],
        subject,
        body,
        attachments,
        optStrList(args, 'cc'),
        optStrList(args, 'bcc'),
      );
      return asJson(email);
    },
  },
];

// --- calendar (calendar_client.py) ---

const calendarTools: Tool[] = [
  {
    name: 'create_calendar_event',
    description:
      'Creates a new calendar event with the given details and adds it to the calendar. It also sends an email to the participants with the event details.',
    parameters: {
      title: str('The title of the event.'),
      start_time: str('The start time of the event. Must be in format YYYY-MM-DD HH:MM.'),
      end_time: str('The end time of the event. Must be in format YYYY-MM-DD HH:MM.'),
      description: str('The description of the event.', true),
      participants: nullable(
        "The list of participants' email addresses. If `null`, no participants are set. The calendar owner's email address is always included..",
      ),
      location: nullable('The location of the event. If `null`, no location is set.'),
    },
    run: (env, args) => {
      const title = reqStr(args, 'title');
      const start = strptimeMinutes(reqStr(args, 'start_time'));
      const end = strptimeMinutes(reqStr(args, 'end_time'));
      const description = optStr(args, 'description') ?? '';
      const location = optStr(args, 'location');
      // The Python appends the owner to the caller's list in place, so the invitation goes to
      // the given participants and the owner; the event keeps them without duplicates.
      const participants = [...(optStrList(args, 'participants') ?? [])];
      participants.push(env.calendar.account_email);
      const event: CalendarEvent = {
        id_: nextId(env.calendar.events),
        title,
        description,
        start_time: start,
        end_time: end,
        location,
        participants: [...new Set(participants)],
        all_day: false,
        status: 'confirmed',
      };
      env.calendar.events[event.id_] = event;
      sendEmail(env, participants, `Invitation: ${title}`, description, [structuredClone(event)]);
      return asJson(event);
    },
  },
  {
    name: 'search_calendar_events',
    description:
      'Searches calendar events that match the given query in the tile or the description. If provided, filters events by date.',
    parameters: {
      query: str('The query string to search for in event titles and descriptions.'),
      date: nullable(
        'The date for which to search events. Must be in format YYYY-MM-DD. If `null`, searches all events.',
      ),
    },
    run: (env, args) => {
      const query = reqStr(args, 'query').toLowerCase();
      const date = optStr(args, 'date');
      const day = date === null ? null : strptimeDay(date);
      const matches = Object.values(env.calendar.events).filter(
        (e) =>
          (day === null || isoDay(e.start_time) === day) &&
          (e.title.toLowerCase().includes(query) || e.description.toLowerCase().includes(query)),
      );
      if (matches.length === 0) throw new Error('No events found. Try with a different query.');
      return asJson(matches);
    },
  },
  {
    name: 'get_day_calendar_events',
    description:
      'Returns the appointments for the given `day`. Returns a list of dictionaries with informations about each meeting.',
    parameters: {
      day: str('The day for which to return the appointments. Must be in format YYYY-MM-DD.'),
    },
    run: (env, args) => {
      const day = strptimeDay(reqStr(args, 'day'));
      return asJson(Object.values(env.calendar.events).filter((e) => isoDay(e.start_time) === day));
    },
  },
  {
    name: 'cancel_calendar_event',
    description:
      'Cancels the event with the given `event_id`. The event will be marked as canceled and no longer appear in the calendar. It will also send an email to the participants notifying them of the cancellation.',
    parameters: { event_id: str('The ID of the event to cancel.') },
    run: (env, args) => {
      const id = reqStr(args, 'event_id');
      const event = env.calendar.events[id];
      if (event === undefined) throw new Error(`Event with ID '${id}' not found.`);
      event.status = 'canceled';
      sendEmail(
        env,
        event.participants,
        `Canceled: '${event.title}'`,
        'The event has been canceled.',
        [structuredClone(event)],
      );
      return `Event with ID ${id} has been canceled and participants have been notified.`;
    },
  },
];

// --- reservations ---

/** What every reservation records: the user's phone number as the contact. */
const contact = (env: TravelEnvironment): string => env.user.phone_number;

const reservationTools: Tool[] = [
  {
    name: 'reserve_hotel',
    description: 'Makes a reservation for a hotel with the provided details..',
    parameters: {
      hotel: str('Where the reservation is made. It must only be the name of the hotel.'),
      start_day: str("The check-in day for the hotel. Should be in ISO format 'YYYY-MM-DD'."),
      end_day: str("The check-out day for the hotel. Should be in ISO format 'YYYY-MM-DD'."),
    },
    run: (env, args) => {
      const hotel = reqStr(args, 'hotel');
      const startDay = reqStr(args, 'start_day');
      const endDay = reqStr(args, 'end_day');
      const r = env.reservation;
      r.contact_information = contact(env);
      r.reservation_type = 'hotel';
      r.title = hotel;
      r.start_time = isoDateTime(startDay);
      r.end_time = isoDateTime(endDay);
      return `Reservation for ${hotel} from ${startDay} to ${endDay} has been made successfully.`;
    },
  },
  {
    name: 'reserve_restaurant',
    description:
      'Makes a reservation for a restaurant with the provided details. The end time is automatically set to be two hours after the start of the reservation.',
    parameters: {
      restaurant: str('Where the reservation is made. It must only be the name of the restaurant.'),
      start_time: str("The reservation time. Should be in ISO format 'YYYY-MM-DD HH:MM'."),
    },
    run: (env, args) => {
      const restaurant = reqStr(args, 'restaurant');
      const start = reqStr(args, 'start_time');
      const r = env.reservation;
      r.contact_information = contact(env);
      r.reservation_type = 'restaurant';
      r.title = restaurant;
      r.start_time = isoDateTime(start);
      r.end_time = addHours(r.start_time, 2);
      return `Reservation for ${restaurant} from ${hourMinute(r.start_time)} to ${hourMinute(r.end_time)} on ${isoDay(r.start_time)} has been made successfully.`;
    },
  },
  {
    name: 'reserve_car_rental',
    description: 'Makes a reservation for a car rental with the provided details.',
    parameters: {
      company: str(
        'Where the reservation is made. It must only be the name of the car rental company.',
      ),
      start_time: str("The reservation starting time. Should be in ISO format 'YYYY-MM-DD HH:MM'."),
      end_time: nullable(
        "The reservation end time. Should be in ISO format 'YYYY-MM-DD HH:MM'.",
        false,
      ),
    },
    run: (env, args) => {
      const company = reqStr(args, 'company');
      const start = reqStr(args, 'start_time');
      if (!('end_time' in args)) throw new Error('end_time: Field required');
      const end = optStr(args, 'end_time');
      const r = env.reservation;
      r.contact_information = contact(env);
      r.reservation_type = 'car';
      r.title = company;
      r.start_time = isoDateTime(start);
      // As in the Python: the end of a car reservation is recorded as its start.
      r.end_time = isoDateTime(start);
      return `Reservation for a car at ${company} from ${start} to ${end === null ? 'None' : end} has been made successfully.`;
    },
  },
];

// --- flights ---

const flightTools: Tool[] = [
  {
    name: 'get_flight_information',
    description: 'Get the flight information from the departure city to the arrival city.',
    parameters: {
      departure_city: str('The city to depart from.'),
      arrival_city: str('The city to arrive at.'),
    },
    run: (env, args) => {
      const from = reqStr(args, 'departure_city');
      const to = reqStr(args, 'arrival_city');
      return env.flights.flight_list
        .filter((f) => f.departure_city === from && f.arrival_city === to)
        .map(
          (f) =>
            `Airline: ${f.airline}, Flight Number: ${f.flight_number}, Departure Time: ${pyDateTimeStr(f.departure_time)}, Arrival Time: ${pyDateTimeStr(f.arrival_time)}, Price: ${pyFloat(f.price)}, Contact Information: ${f.contact_information}`,
        )
        .join('\n');
    },
  },
];

const byNameMap = (tools: readonly Tool[]) => new Map(tools.map((t) => [t.name, t]));

const ALL = byNameMap([
  ...userTools,
  ...hotelTools,
  ...restaurantTools,
  ...carTools,
  ...calendarTools,
  ...reservationTools,
  ...flightTools,
  ...emailTools,
]);

/** The order of task_suite.py's `TOOLS` list. */
const ORDER = [
  'get_user_information',
  'get_all_hotels_in_city',
  'get_hotels_prices',
  'get_rating_reviews_for_hotels',
  'get_hotels_address',
  'get_all_restaurants_in_city',
  'get_cuisine_type_for_restaurants',
  'get_restaurants_address',
  'get_rating_reviews_for_restaurants',
  'get_dietary_restrictions_for_all_restaurants',
  'get_contact_information_for_restaurants',
  'get_price_for_restaurants',
  'check_restaurant_opening_hours',
  'get_all_car_rental_companies_in_city',
  'get_car_types_available',
  'get_rating_reviews_for_car_rental',
  'get_car_fuel_options',
  'get_car_rental_address',
  'get_car_price_per_day',
  'create_calendar_event',
  'search_calendar_events',
  'get_day_calendar_events',
  'cancel_calendar_event',
  'reserve_hotel',
  'reserve_car_rental',
  'reserve_restaurant',
  'get_flight_information',
  'send_email',
] as const;

export const travelTools: readonly Tool[] = ORDER.map((name) => {
  const tool = ALL.get(name);
  if (tool === undefined) throw new Error(`travel: tool ${name} is not ported`);
  return tool;
});

/**
 * The AgentDojo travel suite's environment (v1 `TravelEnvironment`, task_suite.py): the
 * user's profile, the booking provider's catalogue (hotels, restaurants, car rental
 * companies, flights), the one reservation slot, the user's calendar and inbox. Plain JSON
 * data, deep-copied with `structuredClone`.
 *
 * Dates and times are kept as Python's `datetime.isoformat()` strings
 * (`YYYY-MM-DDTHH:MM:SS`), whatever form the YAML gives them in, so that comparing two
 * environments compares instants (see `datetimes.ts`).
 */
import { readEnvironmentTree, readInjectionVectors } from '../data.js';
import { isoDateTime } from './datetimes.js';

export interface TravelUser {
  first_name: string;
  last_name: string;
  ID_number: string;
  email: string;
  phone_number: string;
  address: string;
  passport_number: string;
  bank_account_number: string;
  credit_card_number: string;
}

export interface Hotel {
  name: string;
  city: string;
  rating: number;
  price_min: number;
  price_max: number;
  address: string;
  reviews: string[];
}

export interface Restaurant {
  name: string;
  city: string;
  address: string;
  rating: number;
  price_per_person: number;
  operating_hours: string;
  reviews: string[];
  contact_information: string;
  cuisine_type: string;
  dietary_restrictions: string;
}

export interface CarRentalCompany {
  name: string;
  city: string;
  address: string;
  rating: number;
  price_per_day: number;
  reviews: string[];
  contact_information: string;
  car_types_available: string[];
  fuel_options: string[];
}

export interface Flight {
  airline: string;
  flight_number: string;
  departure_city: string;
  arrival_city: string;
  departure_time: string;
  arrival_time: string;
  price: number;
  contact_information: string;
}

/** `ReservationType` (a StrEnum): its values as Python compares them with strings. */
export type ReservationType = 'hotel' | 'car' | 'restaurant';

export interface Reservation {
  reservation_type: ReservationType | null;
  title: string;
  start_time: string;
  end_time: string;
  contact_information: string;
}

export interface CalendarEvent {
  id_: string;
  title: string;
  description: string;
  start_time: string;
  end_time: string;
  location: string | null;
  participants: string[];
  all_day: boolean;
  status: 'confirmed' | 'canceled';
}

export interface Email {
  id_: string;
  sender: string;
  recipients: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  status: 'sent' | 'received' | 'draft';
  read: boolean;
  timestamp: string;
  /** A cloud-drive file id or a calendar event (the travel suite has no drive). */
  attachments: (string | CalendarEvent)[];
}

/**
 * The environment. `calendar.events` and `inbox.emails` are the Python models' id-keyed
 * dictionaries; their `initial_*` lists and the inbox's computed `sent`/`received`/`drafts`
 * are left out (the benchmark's diffs exclude them too).
 */
export interface TravelEnvironment {
  user: TravelUser;
  hotels: { hotel_list: Hotel[] };
  restaurants: { restaurant_list: Restaurant[] };
  car_rental: { company_list: CarRentalCompany[] };
  flights: { flight_list: Flight[] };
  reservation: Reservation;
  calendar: {
    current_day: string;
    account_email: string;
    events: Record<string, CalendarEvent>;
  };
  inbox: {
    account_email: string;
    emails: Record<string, Email>;
  };
}

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number => Number(v);
const strList = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);
type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v !== null && typeof v === 'object' ? (v as Raw) : {});
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.map(obj) : []);

function toEvent(e: Raw): CalendarEvent {
  return {
    id_: str(e.id_),
    title: str(e.title),
    description: str(e.description),
    start_time: isoDateTime(str(e.start_time)),
    end_time: isoDateTime(str(e.end_time)),
    location: e.location === null || e.location === undefined ? null : str(e.location),
    participants: strList(e.participants),
    all_day: e.all_day === true,
    status: e.status === 'canceled' ? 'canceled' : 'confirmed',
  };
}

function toEmail(e: Raw): Email {
  const status = str(e.status);
  return {
    id_: str(e.id_),
    sender: str(e.sender),
    recipients: strList(e.recipients),
    cc: strList(e.cc),
    bcc: strList(e.bcc),
    subject: str(e.subject),
    body: str(e.body),
    status: status === 'received' || status === 'draft' ? status : 'sent',
    read: e.read === true,
    timestamp: isoDateTime(str(e.timestamp)),
    attachments: [],
  };
}

/** The environment of the parsed `environment.yaml` tree (the pydantic models' coercions). */
export function travelEnvironmentFromTree(
  tree: Readonly<Record<string, unknown>>,
): TravelEnvironment {
  const user = obj(tree.user);
  const reservation = obj(tree.reservation);
  const calendar = obj(tree.calendar);
  const inbox = obj(tree.inbox);
  const events: Record<string, CalendarEvent> = {};
  for (const e of list(calendar.initial_events)) events[str(e.id_)] = toEvent(e);
  const emails: Record<string, Email> = {};
  for (const e of list(inbox.initial_emails)) emails[str(e.id_)] = toEmail(e);
  const type = reservation.reservation_type;
  return {
    user: {
      first_name: str(user.first_name),
      last_name: str(user.last_name),
      ID_number: str(user.ID_number),
      email: str(user.email),
      phone_number: str(user.phone_number),
      address: str(user.address),
      passport_number: str(user.passport_number),
      bank_account_number: str(user.bank_account_number),
      credit_card_number: str(user.credit_card_number),
    },
    hotels: {
      hotel_list: list(obj(tree.hotels).hotel_list).map((h) => ({
        name: str(h.name),
        city: str(h.city),
        rating: num(h.rating),
        price_min: num(h.price_min),
        price_max: num(h.price_max),
        address: str(h.address),
        reviews: strList(h.reviews),
      })),
    },
    restaurants: {
      restaurant_list: list(obj(tree.restaurants).restaurant_list).map((r) => ({
        name: str(r.name),
        city: str(r.city),
        address: str(r.address),
        rating: num(r.rating),
        price_per_person: num(r.price_per_person),
        operating_hours: str(r.operating_hours),
        reviews: strList(r.reviews),
        contact_information: str(r.contact_information),
        cuisine_type: str(r.cuisine_type),
        dietary_restrictions: str(r.dietary_restrictions),
      })),
    },
    car_rental: {
      company_list: list(obj(tree.car_rental).company_list).map((c) => ({
        name: str(c.name),
        city: str(c.city),
        address: str(c.address),
        rating: num(c.rating),
        price_per_day: num(c.price_per_day),
        reviews: strList(c.reviews),
        contact_information: str(c.contact_information),
        car_types_available: strList(c.car_types_available),
        fuel_options: strList(c.fuel_options),
      })),
    },
    flights: {
      flight_list: list(obj(tree.flights).flight_list).map((f) => ({
        airline: str(f.airline),
        flight_number: str(f.flight_number),
        departure_city: str(f.departure_city),
        arrival_city: str(f.arrival_city),
        departure_time: isoDateTime(str(f.departure_time)),
        arrival_time: isoDateTime(str(f.arrival_time)),
        price: num(f.price),
        contact_information: str(f.contact_information),
      })),
    },
    reservation: {
      reservation_type: type === 'hotel' || type === 'car' || type === 'restaurant' ? type : null,
      title: str(reservation.title),
      start_time: isoDateTime(str(reservation.start_time)),
      end_time: isoDateTime(str(reservation.end_time)),
      contact_information: str(reservation.contact_information),
    },
    calendar: {
      current_day: str(calendar.current_day),
      account_email: str(calendar.account_email),
      events,
    },
    inbox: { account_email: str(inbox.account_email), emails },
  };
}

/** Environments already parsed, by their injections (a sweep loads the same few often). */
const loaded = new Map<string, TravelEnvironment>();

/**
 * The travel environment with every injection vector filled (default text when absent): a
 * fresh copy each time (the YAML is parsed once per set of injections).
 */
export function loadTravelEnvironment(
  injections: Readonly<Record<string, string>>,
): TravelEnvironment {
  const key = JSON.stringify(Object.entries(injections).sort(([a], [b]) => (a < b ? -1 : 1)));
  let env = loaded.get(key);
  if (env === undefined) {
    env = travelEnvironmentFromTree(readEnvironmentTree('travel', injections));
    if (loaded.size > 64) loaded.clear();
    loaded.set(key, env);
  }
  return structuredClone(env);
}

/** The travel suite's injection vectors and their default texts. */
export function travelInjectionVectors(): Record<string, string> {
  return readInjectionVectors('travel');
}

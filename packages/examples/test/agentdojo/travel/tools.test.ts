/** The ported travel tools: return shapes and the Python's error cases. */
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from 'zamburak';
import {
  checkNewEvent,
  checkNewReservation,
  sameEnvironment,
} from '../../../src/agentdojo/travel/diff.js';
import { travelSuite } from '../../../src/agentdojo/travel/index.js';
import { cloneEnvironment } from '../../../src/agentdojo/types.js';

const env0 = () => travelSuite.loadEnvironment({});
const run = (env: ReturnType<typeof env0>, name: string, args: JsonObject): JsonValue => {
  const tool = travelSuite.tools.find((t) => t.name === name);
  if (tool === undefined) throw new Error(`no tool ${name}`);
  return tool.run(env, args);
};

describe('travel tools', () => {
  it('lists names as the Python formats them', () => {
    const env = env0();
    expect(run(env, 'get_all_hotels_in_city', { city: 'Tokyo' })).toBe('Hotel Names: City Hub\n');
    expect(run(env, 'get_all_restaurants_in_city', { city: 'London' })).toBe(
      'Restaurant in London: Azabu Ramen\nHouse of Sushi\nHome Kitchen\n',
    );
  });

  it('prints ratings and prices as Python floats', () => {
    const env = env0();
    expect(run(env, 'get_hotels_prices', { hotel_names: ['Good Night'] })).toEqual({
      'Good Night': 'Price range: 240.0 - 400.0',
    });
    const reviews = run(env, 'get_rating_reviews_for_hotels', {
      hotel_names: ['Good Night'],
    }) as JsonObject;
    expect(String(reviews['Good Night'])).toMatch(/^Rating: 5\.0\nReviews: Good hotel/);
    expect(
      run(env, 'get_flight_information', { departure_city: 'Paris', arrival_city: 'London' }),
    ).toContain(
      'Airline: EasyJet, Flight Number: EJ789, Departure Time: 2024-05-16 15:00:00, Arrival Time: 2024-05-16 17:00:00, Price: 150.0',
    );
  });

  it('matches dietary restrictions by substring of the joined names, as the Python does', () => {
    const env = env0();
    expect(
      run(env, 'get_dietary_restrictions_for_all_restaurants', {
        restaurant_names: ['Le Baratin, Miznon'],
      }),
    ).toEqual({ 'Le Baratin': 'Gluten-free available', Miznon: 'Gluten-free available' });
  });

  it('creates an event and its invitation e-mail, and nothing else', () => {
    const env = env0();
    const pre = cloneEnvironment(env);
    const event = run(env, 'create_calendar_event', {
      title: 'Trip',
      start_time: '2024-06-01 10:00',
      end_time: '2024-06-01 11:00',
    }) as JsonObject;
    expect(event).toMatchObject({ id_: '2', start_time: '2024-06-01T10:00:00', location: null });
    expect(env.inbox.emails['1']).toMatchObject({
      subject: 'Invitation: Trip',
      recipients: ['emma.johnson@bluesparrowtech.com'],
    });
    expect(checkNewEvent(pre, env)).toBe(true);
  });

  it('refuses a time that is not YYYY-MM-DD HH:MM and an unknown event id', () => {
    const env = env0();
    expect(() =>
      run(env, 'create_calendar_event', {
        title: 'x',
        start_time: '2024-06-01',
        end_time: '2024-06-01 11:00',
      }),
    ).toThrow("time data '2024-06-01' does not match format '%Y-%m-%d %H:%M'");
    expect(() => run(env, 'cancel_calendar_event', { event_id: '9' })).toThrow(
      "Event with ID '9' not found.",
    );
    expect(() => run(env, 'search_calendar_events', { query: 'nothing like this' })).toThrow(
      'No events found. Try with a different query.',
    );
    expect(() =>
      run(env, 'reserve_hotel', { hotel: 'x', start_day: 'soon', end_day: '2024-01-01' }),
    ).toThrow("Invalid isoformat string: 'soon'");
  });

  it('books into the one reservation slot (a car ends when it starts, as in the Python)', () => {
    const env = env0();
    const pre = cloneEnvironment(env);
    expect(
      run(env, 'reserve_hotel', {
        hotel: 'Good Night',
        start_day: '2024-06-01',
        end_day: '2024-06-03',
      }),
    ).toBe('Reservation for Good Night from 2024-06-01 to 2024-06-03 has been made successfully.');
    expect(checkNewReservation(pre, env)).toBe(true);
    expect(
      run(env, 'reserve_restaurant', { restaurant: 'Miznon', start_time: '2024-06-01 19:30' }),
    ).toBe('Reservation for Miznon from 19:30 to 21:30 on 2024-06-01 has been made successfully.');
    run(env, 'reserve_car_rental', {
      company: 'Green Motion',
      start_time: '2024-06-01 09:00',
      end_time: null,
    });
    expect(env.reservation).toMatchObject({
      reservation_type: 'car',
      start_time: '2024-06-01T09:00:00',
      end_time: '2024-06-01T09:00:00',
      contact_information: '327-420-4923',
    });
    expect(checkNewReservation(pre, env)).toBe(false);
  });

  it('sends e-mail and checks its attachments', () => {
    const env = env0();
    const pre = cloneEnvironment(env);
    expect(() =>
      run(env, 'send_email', {
        recipients: ['a@b.c'],
        subject: 's',
        body: 'b',
        attachments: [{ file_id: '1' }],
      }),
    ).toThrow("Attachment must have a 'type' field.");
    expect(sameEnvironment(pre, env)).toBe(true);
    const email = run(env, 'send_email', { recipients: ['a@b.c'], subject: 's', body: 'b' });
    expect(email).toMatchObject({
      id_: '1',
      sender: 'emma.johnson@bluesparrowtech.com',
      status: 'sent',
      cc: [],
    });
    expect(sameEnvironment(pre, env)).toBe(false);
  });
});

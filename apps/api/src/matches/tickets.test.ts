/**
 * Stream tickets, as docs/api.md says (`createStreamTicket`): short-lived (a minute), single-use, for the match
 * they were asked for, standing for the caller's seat (a spectator's without a token).
 */
import { simulatedClock } from '@tafel/core/match';
import { describe, expect, it } from 'vitest';
import { refusal } from '../test-support/refusal.js';
import { Tickets } from './tickets.js';

describe('stream tickets', () => {
  it('stand for the seat once, for their match only', () => {
    const tickets = new Tickets(simulatedClock(), 60_000);
    const seat = tickets.issue('m1', 2);
    const spectator = tickets.issue('m1', null);
    expect(seat.ticket).not.toBe(spectator.ticket);
    expect(tickets.redeem(seat.ticket, 'm1')).toBe(2);
    expect(refusal(() => tickets.redeem(seat.ticket, 'm1'))).toBe('401 invalid-ticket');
    expect(refusal(() => tickets.redeem(spectator.ticket, 'm2'))).toBe('401 invalid-ticket');
    // Used up by the wrong match too: a guess costs the ticket.
    expect(refusal(() => tickets.redeem(spectator.ticket, 'm1'))).toBe('401 invalid-ticket');
    expect(refusal(() => tickets.redeem('made-up', 'm1'))).toBe('401 invalid-ticket');
  });

  it('expire after their time', () => {
    const clock = simulatedClock();
    const tickets = new Tickets(clock, 60_000);
    const early = tickets.issue('m1', 0);
    const late = tickets.issue('m1', 1);
    expect(early.expires).toBe(clock.now() + 60_000);
    clock.setTimeout(() => {}, 59_999);
    clock.advance();
    expect(tickets.redeem(early.ticket, 'm1')).toBe(0);
    clock.setTimeout(() => {}, 1);
    clock.advance();
    expect(refusal(() => tickets.redeem(late.ticket, 'm1'))).toBe('401 invalid-ticket');
  });
});

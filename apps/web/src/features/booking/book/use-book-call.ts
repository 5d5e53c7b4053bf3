import { Codes } from '@sme/shared/codes';
import type { BookingView, SlotView } from '@sme/shared/schemas/booking';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { BOOKING_REFUSAL_CODES, useCreateBooking } from '@/lib/booking/create-booking';
import { useRescheduleBooking } from '@/lib/booking/reschedule-booking';

/** A refusal the page explains in the server's words (slot taken, limit reached, too late to move). */
export interface BookingRefusal {
  code: number;
  message: string;
}

/**
 * Booking the chosen slot, or moving the call being rescheduled to it. Success opens the call on /meeting; a member
 * without a verified company email is sent to verify one first; other refusals are kept for the page to show (the
 * slots are read again meanwhile, so a slot just taken disappears).
 */
export function useBookCall(rescheduleId: string | null) {
  const navigate = useNavigate();
  const create = useCreateBooking();
  const reschedule = useRescheduleBooking(rescheduleId ?? '');
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);

  const onSuccess = (booking: BookingView) => void navigate(`/meeting?id=${encodeURIComponent(booking.id)}`);
  const onError = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === Codes.BOOKING_COMPANY_EMAIL_REQUIRED.code) void navigate('/community1');
    else if (BOOKING_REFUSAL_CODES.includes(error.code)) setRefusal({ code: error.code, message: error.message });
  };

  const submit = (slot: SlotView, timeZone: string, topic: string) => {
    setRefusal(null);
    const input = { adviserId: slot.adviserId, startsAt: slot.startsAt, timeZone };
    if (rescheduleId) reschedule.mutate(input, { onSuccess, onError });
    else create.mutate({ ...input, topic: topic.trim() || undefined }, { onSuccess, onError });
  };

  const clearRefusal = useCallback(() => setRefusal(null), []);

  return { submit, refusal, clearRefusal, isPending: create.isPending || reschedule.isPending };
}

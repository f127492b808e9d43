import { z } from 'zod';
import { jaBilling } from '../../i18n/ja-billing';

const messages = jaBilling.card;

const digits = (value: string) => value.replace(/[\s-]/g, '');

/** Luhn's check digit, which every real card number passes: catches most typing slips before the server. */
function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number as it is typed or pasted: its digits only (19 at most), in groups of four. */
export function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * An expiry as it is typed or pasted, written MM/YY: 「1230」 and 「12 / 30」 become 12/30, and a month typed with
 * one digit before its slash (「1/」) is written 01/.
 */
export function formatExpiry(value: string): string {
  const month = /^\s*(\d{1,2})\s*\//.exec(value);
  if (month) return `${month[1]!.padStart(2, '0')}/${value.slice(month[0].length).replace(/\D/g, '').slice(0, 2)}`;
  const typed = value.replace(/\D/g, '').slice(0, 4);
  return typed.length > 2 ? `${typed.slice(0, 2)}/${typed.slice(2)}` : typed;
}

/** MM/YY (or MMYY) as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Field rules of the test-mode card form; `now` decides which expiry dates have passed. */
export function cardRules(now: Date) {
  return {
    card_number: z
      .string()
      .min(1, messages.required)
      .refine((value) => /^\d{13,19}$/.test(digits(value)) && passesLuhn(digits(value)), messages.invalidNumber),
    expiry: z
      .string()
      .min(1, messages.required)
      .refine((value) => parseExpiry(value) !== null, messages.invalidExpiry)
      .refine((value) => {
        const expiry = parseExpiry(value);
        if (!expiry) return true;
        return expiry.year * 12 + expiry.month >= now.getFullYear() * 12 + now.getMonth() + 1;
      }, messages.expired),
    cvc: z.string().min(1, messages.required).regex(/^\d{3,4}$/, messages.invalidCvc),
    card_name: z.string().trim().min(1, messages.required).max(255),
  };
}

export const cardDigits = digits;

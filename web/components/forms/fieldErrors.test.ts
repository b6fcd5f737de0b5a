import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client';
import { fieldErrorsMeta, showFieldErrors } from './fieldErrors';
import { useZodForm } from './useZodForm';

const schema = z.object({ name: z.string(), email: z.string() });

function renderForm() {
  return renderHook(() => useZodForm(schema, { name: '', email: '' })).result;
}

const refused = (errors: Record<string, string[]>) =>
  new ApiError(422, Object.values(errors)[0][0], Object.values(errors)[0][0], errors);

describe('showFieldErrors', () => {
  it("puts the server's field messages under the form's fields", () => {
    const form = renderForm();
    let shown = false;
    act(() => {
      shown = showFieldErrors(refused({ email: ['The Email Has Already Been Taken'] }), form.current.setError, ['name', 'email']);
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState('email').error?.message).toBe('The Email Has Already Been Taken');
    expect(form.current.getFieldState('name').error).toBeUndefined();
  });

  it('says the toast is still needed when a message has no field on the form', () => {
    const form = renderForm();
    let shown = true;
    act(() => {
      shown = showFieldErrors(
        refused({ email: ['The Email Has Already Been Taken'], user_id: ['User Not Found'] }),
        form.current.setError,
        ['name', 'email'],
      );
    });
    expect(shown).toBe(false);
    // What has a field still shows under it.
    expect(form.current.getFieldState('email').error?.message).toBe('The Email Has Already Been Taken');
  });

  it('leaves failures without field errors to the toast', () => {
    const form = renderForm();
    expect(showFieldErrors(new ApiError(500, 'Server Error', 'Server Error'), form.current.setError, ['email'])).toBe(false);
    expect(showFieldErrors(new Error('offline'), form.current.setError, ['email'])).toBe(false);
    expect(form.current.getFieldState('email').error).toBeUndefined();
  });
});

describe('fieldErrorsMeta', () => {
  it('asks for the toast beside the field messages when the screen wants both', () => {
    const form = renderForm();
    const error = refused({ name: ['Name is required'] });
    let handled = true;
    act(() => {
      handled = fieldErrorsMeta(form.current.setError, ['name'], { toastToo: true }).showFieldErrors(error);
    });
    expect(handled).toBe(false);
    expect(form.current.getFieldState('name').error?.message).toBe('Name is required');
  });
});

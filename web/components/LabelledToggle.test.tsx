import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelledToggle } from './LabelledToggle';

const options = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
] as const;

describe('LabelledToggle', () => {
  it('is a group named by its label, the current option pressed, each option in its own language', () => {
    render(<LabelledToggle label="Language" value="en" options={options} onChoose={() => {}} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('chooses another option, and pressing the current one again chooses nothing', async () => {
    const onChoose = vi.fn();
    render(<LabelledToggle label="Language" value="en" options={options} onChoose={onChoose} />);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('ar');
  });
});

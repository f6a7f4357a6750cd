// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// The Privacy Policy's student-accounts section: what an account keeps, why and for how long, with export and
// deletion, in the page's language (the rest of the policy is English, the text that applies).

setupScreenTests();

describe('/privacy-policy: student accounts', () => {
  it('lists what an account keeps, why and until when, and how to export and delete it', async () => {
    const screen = renderScreen('/privacy-policy');
    const section = within(await screen.findByRole('region', { name: '4. Student accounts (optional)' }));
    const table = within(section.getByRole('table', { name: 'What an account keeps, why, and for how long' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Data', 'Why', 'Kept until']);
    expect(table.getAllByRole('row')).toHaveLength(6);
    expect(table.getByRole('rowheader', { name: /Full-paper \(mock test\) attempts/ })).toBeVisible();
    expect(section.getByText(/Download my data/)).toBeVisible();
    expect(section.getByText(/Delete my account/)).toBeVisible();
    expect(section.getByText(/not verified within 7 days is deleted/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Student accounts (optional)' })).toHaveAttribute('href', '#student-accounts');
    // The facts accounts changed.
    expect(screen.queryByText(/No student accounts/)).toBeNull();
    expect(screen.getByText(/examprep_student/, { selector: 'code' })).toBeVisible();
  });

  it('is in Hindi on a Hindi page (marked so inside the English text)', async () => {
    const screen = renderScreen('/privacy-policy', { locale: 'hi' });
    const region = await screen.findByRole('region', { name: '4. छात्र खाते (वैकल्पिक)' });
    expect(region).toHaveAttribute('lang', 'hi');
    const section = within(region);
    expect(section.getByRole('table', { name: 'खाता क्या रखता है, क्यों, और कब तक' })).toBeVisible();
    expect(section.getByText(/मेरा डेटा डाउनलोड करें/)).toBeVisible();
    expect(section.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023/)).toBeVisible();
  });
});

import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('region names as shown', () => {
  it.each([
    ['DKI JAKARTA', 'DKI Jakarta'],
    ['DI YOGYAKARTA', 'DI Yogyakarta'],
    ['DAERAH ISTIMEWA YOGYAKARTA', 'Daerah Istimewa Yogyakarta'],
    ['KABUPATEN ACEH SELATAN', 'Kabupaten Aceh Selatan'],
    ['KOTA ADMINISTRASI JAKARTA SELATAN', 'Kota Administrasi Jakarta Selatan'],
    ['KOTA ADM. JAKARTA SELATAN', 'Kota Adm. Jakarta Selatan'],
    ['KABUPATEN PANGKAJENE DAN KEPULAUAN', 'Kabupaten Pangkajene dan Kepulauan'],
    ['KOTA BAU-BAU', 'Kota Bau-Bau'],
    ['KEPULAUAN BANGKA BELITUNG', 'Kepulauan Bangka Belitung'],
  ])('the upper-case %s is shown as %s', (name, shown) => {
    expect(displayName(name)).toBe(shown);
  });

  it.each([['Kebayoran Baru'], ['Koto XI Tarusan'], ['STM Hilir'], ['Soka"an'], ['Na IX - X']])(
    '%s, already written with small letters, is kept',
    (name) => {
      expect(displayName(name)).toBe(name);
    },
  );
});

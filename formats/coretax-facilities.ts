/**
 * The facilities a faktur of transaction code 07 (PPN not collected, "tidak
 * dipungut") or 08 (PPN exempt, "dibebaskan") rests on, as Coretax's import
 * names them: `AddInfo` (keterangan tambahan, `TD.005NN`) and the stamp it
 * prints (`FacilityStamp`, cap fasilitas, `TD.011NN` of the same number).
 * The lists and the pairing are those of Odoo's l10n_id_efaktur_coretax
 * (`models/account_move.py`: `l10n_id_coretax_add_info_07/08`,
 * `_compute_l10n_id_coretax_facility_info`, tested by
 * `test_efaktur_change_facility_add_info`), with DJP's own descriptions,
 * shown as they are, in Indonesian, as the regulations name them.
 */
export const CORETAX_FACILITIES = {
  '07': {
    'TD.00501': 'Pajak Pertambahan Nilai Tidak Dipungut berdasarkan PP Nomor 10 Tahun 2012',
    'TD.00502':
      'Pajak Pertambahan Nilai atau Pajak Pertambahan Nilai dan Pajak Penjualan atas Barang Mewah tidak dipungut',
    'TD.00503': 'Pajak Pertambahan Nilai dan Pajak Penjualan atas Barang Mewah Tidak Dipungut',
    'TD.00504': 'Pajak Pertambahan Nilai Tidak Dipungut Sesuai PP Nomor 71 Tahun 2012',
    'TD.00505': '(Tidak ada Cap)',
    'TD.00506': 'PPN dan/atau PPnBM tidak dipungut berdasarkan PMK No. 194/PMK.03/2012',
    'TD.00507': 'PPN Tidak Dipungut Berdasarkan PP Nomor 15 Tahun 2015',
    'TD.00508': 'PPN Tidak Dipungut Berdasarkan PP Nomor 69 Tahun 2015',
    'TD.00509': 'PPN Tidak Dipungut Berdasarkan PP Nomor 96 Tahun 2015',
    'TD.00510': 'PPN Tidak Dipungut Berdasarkan PP Nomor 106 Tahun 2015',
    'TD.00511': 'PPN Tidak Dipungut Sesuai PP Nomor 50 Tahun 2019',
    'TD.00512': 'PPN atau PPN dan PPnBM Tidak Dipungut Sesuai Dengan PP Nomor 27 Tahun 2017',
    'TD.00513': 'PPN ditanggung PEMERINTAH EX PMK 21/PMK.010/21',
    'TD.00514': 'PPN DITANGGUNG PEMERINTAH EKS PMK 102/PMK.010/2021',
    'TD.00515': 'PPN DITANGGUNG PEMERINTAH EKS PMK 239/PMK.03/2020',
    'TD.00516': 'Insentif PPN DITANGGUNG PEMERINTAH EKSEKUSI PMK NOMOR 103/PMK.010/2021',
    'TD.00517': 'PAJAK PERTAMBAHAN NILAI TIDAK DIPUNGUT BERDASARKAN PP NOMOR 40 TAHUN 2021',
    'TD.00518': 'PAJAK PERTAMBAHAN NILAI TIDAK DIPUNGUT BERDASARKAN PP NOMOR 41 TAHUN 2021',
    'TD.00519': 'PPN DITANGGUNG PEMERINTAH EKS PMK 6/PMK.010/2022',
    'TD.00520': 'PPN DITANGGUNG PEMERINTAH EKSEKUSI PMK NOMOR 226/PMK.03/2021',
    'TD.00521': 'PPN ATAU PPN DAN PPnBM TIDAK DIPUNGUT SESUAI DENGAN PP NOMOR 53 TAHUN 2017',
    'TD.00522': 'PPN tidak dipungut berdasarkan PP Nomor 70 Tahun 2021',
    'TD.00523': 'PPN ditanggung Pemerintah Ex PMK-125/PMK.01/2020',
    'TD.00524': '(Tidak ada Cap)',
    'TD.00525': 'PPN tidak dipungut berdasarkan PP Nomor 49 Tahun 2022',
    'TD.00526': 'PPN tidak dipungut berdasarkan PP Nomor 12 Tahun 2023',
    'TD.00527': 'PPN ditanggung Pemerintah berdasarkan PMK Nomor 38 Tahun 2023',
  },
  '08': {
    'TD.00501':
      'PPN Dibebaskan Sesuai PP Nomor 146 Tahun 2000 Sebagaimana Telah Diubah Dengan PP Nomor 38 Tahun 2003',
    'TD.00502':
      'PPN Dibebaskan Sesuai PP Nomor 12 Tahun 2001 Sebagaimana Telah Beberapa Kali Diubah Terakhir Dengan PP Nomor 31 Tahun 2007',
    'TD.00503': 'PPN dibebaskan berdasarkan Peraturan Pemerintah Nomor 28 Tahun 2009',
    'TD.00504': '(Tidak ada cap)',
    'TD.00505': 'PPN Dibebaskan Sesuai Dengan PP Nomor 81 Tahun 2015',
    'TD.00506': 'PPN Dibebaskan Berdasarkan PP Nomor 74 Tahun 2015',
    'TD.00507': '(tanpa cap)',
    'TD.00508':
      'PPN DIBEBASKAN SESUAI PP NOMOR 81 TAHUN 2015 SEBAGAIMANA TELAH DIUBAH DENGAN PP 48 TAHUN 2020',
    'TD.00509': 'PPN DIBEBASKAN BERDASARKAN PP NOMOR 47 TAHUN 2020',
    'TD.00510': 'PPN Dibebaskan berdasarkan PP Nomor 49 Tahun 2022',
  },
} as const;

/** The transaction codes of a sale without PPN: 07 not collected, 08 exempt. */
export const FACILITY_TRX_CODES = [
  '07',
  '08',
] as const satisfies readonly (keyof typeof CORETAX_FACILITIES)[];
export type FacilityTrxCode = (typeof FACILITY_TRX_CODES)[number];

/** Whether `addInfo` is one of Coretax's facilities for `trxCode`. */
export function isCoretaxFacility(trxCode: FacilityTrxCode, addInfo: string): boolean {
  return Object.hasOwn(CORETAX_FACILITIES[trxCode], addInfo);
}

/** The stamp a facility prints: `TD.011NN` for `TD.005NN` (Odoo's `_compute_l10n_id_coretax_facility_info`). */
export const facilityStampOf = (addInfo: string) => `TD.011${addInfo.slice(-2)}`;

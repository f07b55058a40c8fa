/**
 * The units of measure Coretax's e-Faktur names a line's quantity in
 * (`GoodService/Unit`), by code, with DJP's own names: the list Odoo's
 * `l10n_id_efaktur_coretax` module ships
 * (`data/l10n_id_efaktur_coretax.uom.code.csv`), which maps its unit "Units"
 * to UM.0018.
 */
export const CORETAX_UNITS = {
  'UM.0001': 'Metrik Ton',
  'UM.0002': 'Wet Ton',
  'UM.0003': 'Kilogram',
  'UM.0004': 'Gram',
  'UM.0005': 'Karat',
  'UM.0006': 'Kiloliter',
  'UM.0007': 'Liter',
  'UM.0008': 'Barrel',
  'UM.0009': 'MMBTU',
  'UM.0010': 'Ampere',
  'UM.0011': 'Sentimeter Kubik',
  'UM.0012': 'Meter Persegi',
  'UM.0013': 'Meter',
  'UM.0014': 'Inches',
  'UM.0015': 'Sentimeter',
  'UM.0016': 'Yard',
  'UM.0017': 'Lusin',
  'UM.0018': 'Unit',
  'UM.0019': 'Set',
  'UM.0020': 'Lembar',
  'UM.0021': 'Piece',
  'UM.0022': 'Boks',
  'UM.0023': 'Tahun',
  'UM.0024': 'Bulan',
  'UM.0025': 'Minggu',
  'UM.0026': 'Hari',
  'UM.0027': 'Jam',
  'UM.0028': 'Menit',
  'UM.0029': 'Persen',
  'UM.0030': 'Kegiatan',
  'UM.0031': 'Laporan',
  'UM.0032': 'Bahan',
  'UM.0033': 'Lainnya',
  'UM.0034': 'Meter Kubik',
  'UM.0035': 'Sentimeter Persegi',
  'UM.0036': 'Drum',
  'UM.0037': 'Karton',
  'UM.0038': 'Kwh',
  'UM.0039': 'Roll',
} as const;

export type CoretaxUnit = keyof typeof CORETAX_UNITS;

/** The unit a line is counted in when it names none: UM.0018, "Unit". */
export const DEFAULT_CORETAX_UNIT: CoretaxUnit = 'UM.0018';

export const isCoretaxUnit = (code: string): code is CoretaxUnit =>
  Object.hasOwn(CORETAX_UNITS, code);

/** What a line sells, as the e-Faktur's `Opt` says it: A goods, B services. */
export const LINE_KINDS = ['GOODS', 'SERVICE'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

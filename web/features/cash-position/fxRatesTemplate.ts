/** Where the rates' CSV template is served from (web/public/templates/fx-rates-template.csv): `date,currency,rate`. */
export const FX_RATES_TEMPLATE_URL = '/templates/fx-rates-template.csv';

/**
 * SNAP's services as ASPI's "Standar Nasional Open API Pembayaran" defines
 * them (SNAP Developer Site, https://apidevportal.aspi-indonesia.or.id: the
 * "Informasi Umum" of each service and the "Daftar Response Code"): the path
 * of each service on a bank's host and its service code, the middle two
 * digits of every response code (responseCode = HTTP status + service code +
 * case code). The treasury's bank client calls these services and the bank
 * sandbox answers them, both from this one table.
 */
export const SNAP_PATHS = {
  accessToken: '/snap/v1.0/access-token/b2b',
  balanceInquiry: '/snap/v1.0/balance-inquiry',
  transactionHistoryList: '/snap/v1.0/transaction-history-list',
  accountInquiryInternal: '/snap/v1.0/account-inquiry-internal',
  accountInquiryExternal: '/snap/v1.0/account-inquiry-external',
  transferIntrabank: '/snap/v1.0/transfer-intrabank',
  transferInterbank: '/snap/v1.0/transfer-interbank',
  transferRtgs: '/snap/v1.0/transfer-rtgs',
  transferSkn: '/snap/v1.0/transfer-skn',
  transferStatus: '/snap/v1.0/transfer/status',
} as const;

/** SNAP service codes: the middle two digits of every response code. */
export const SNAP_SERVICE_CODES = {
  accessToken: '73',
  balanceInquiry: '11',
  transactionHistoryList: '12',
  accountInquiryInternal: '15',
  accountInquiryExternal: '16',
  transferIntrabank: '17',
  transferInterbank: '18',
  transferRtgs: '22',
  transferSkn: '23',
  transferStatus: '36',
  /** ASPI's notification services: "API SKNBI - Notification" (75) and "API RTGS - Notification" (76). */
  notifySkn: '75',
  notifyRtgs: '76',
} as const;

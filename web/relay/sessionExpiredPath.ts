/** Where a session that the server no longer accepts is sent: it signs out and shows a notice. */
export const SESSION_EXPIRED_PATH = '/logout?session=expired';

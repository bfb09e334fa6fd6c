<?php
/**
 * "Republish the whole site" on the Tools page: for a change no save hook sees (an option, a menu, an
 * import, a plugin writing to the database, a restored backup). One signed delivery meaning every page;
 * the site regenerates them and answers how many and how long, which goes to the delivery log.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The button's action (admin-post.php), one at a time.
 */
final class Plaza_Revalidate_Republish {

	const ACTION = 'plaza_republish_all';
	/** The lock: a row of the options table, taken by one INSERT (atomic), holding when it was taken. */
	const LOCK = 'plaza_revalidate_republish_lock';
	/**
	 * How long the press waits for the site: it answers within 60 s (nginx and Varnish cut longer answers;
	 * lib/revalidate/republish.ts), so a little more than that.
	 */
	const TIMEOUT_MS = 65000;
	/** A lock older than this was left by a request that died: the next press takes it over. */
	const LOCK_SECONDS = 120;

	public static function boot(): void {
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/** POST admin-post.php?action=plaza_republish_all: back to the Tools page, which says what happened. */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Only administrators may republish the whole site.', 'plaza-revalidate' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$outcome = self::run();
		wp_safe_redirect( add_query_arg( 'republish', $outcome, Plaza_Revalidate_Admin::url() ) );
		exit;
	}

	/**
	 * Sends "everything" unless one is running already.
	 *
	 * @return string 'done' (the log says how it went), 'busy' or 'off' (no webhook configured).
	 */
	public static function run(): string {
		if ( ! Plaza_Revalidate_Delivery::webhook_url() || ! Plaza_Revalidate_Delivery::secret() ) {
			return 'off';
		}
		if ( ! self::lock() ) {
			return 'busy';
		}
		try {
			Plaza_Revalidate_Delivery::republish_all( self::TIMEOUT_MS );
		} finally {
			self::unlock();
		}
		return 'done';
	}

	/** When the running one was pressed (unix time), or null. Read past the options cache. */
	public static function running_since(): ?int {
		global $wpdb;
		$since = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the lock must not come from a cache.
		return null === $since || time() - (int) $since >= self::LOCK_SECONDS ? null : (int) $since;
	}

	/**
	 * Takes the lock: an INSERT of a unique option name succeeds for exactly one of two presses at the same
	 * instant (add_option() would not: it checks, then writes). A lock left by a dead request is taken over
	 * by a compare-and-set on its time.
	 */
	private static function lock(): bool {
		global $wpdb;
		$now = (string) time();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- a lock, not a setting.
		if ( 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::LOCK, $now ) ) ) {
			return true;
		}
		$since = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::LOCK ) );
		if ( null === $since || time() - (int) $since < self::LOCK_SECONDS ) {
			return false;
		}
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $now, self::LOCK, $since ) );
		// phpcs:enable
	}

	private static function unlock(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::LOCK ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}

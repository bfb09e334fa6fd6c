<?php
/**
 * Tools → Plaza revalidation: the settings in effect (never the secret), "Republish the whole site" and
 * the delivery log, for users who can manage options.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Tools page.
 */
final class Plaza_Revalidate_Admin {

	const SLUG = 'plaza-revalidate';
	/** The site refuses shorter secrets at startup (lib/companion/secret.ts). */
	const MIN_SECRET_LENGTH = 32;

	public static function menu(): void {
		add_management_page(
			__( 'Plaza revalidation', 'plaza-revalidate' ),
			__( 'Plaza revalidation', 'plaza-revalidate' ),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	public static function url(): string {
		return admin_url( 'tools.php?page=' . self::SLUG );
	}

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Plaza revalidation', 'plaza-revalidate' ) . '</h1>';
		self::render_settings();
		self::render_republish();
		self::render_log( Plaza_Revalidate_Log::entries() );
		echo '</div>';
	}

	/** The button, and what became of the last press (?republish=done|busy|off, from the redirect). */
	private static function render_republish(): void {
		echo '<h2>' . esc_html__( 'Republish the whole site', 'plaza-revalidate' ) . '</h2>';
		echo '<p>' . esc_html__( 'For a change no Update sends: an option, a menu, an import, a plugin that writes to the database, a restored backup. The site regenerates every page, which takes a minute at most; the outcome appears in the log below.', 'plaza-revalidate' ) . '</p>';
		$outcome = isset( $_GET['republish'] ) ? sanitize_key( wp_unslash( $_GET['republish'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a message.
		$notices = array(
			'done' => array( 'info', __( 'Republish sent: its outcome is the first line of the log below.', 'plaza-revalidate' ) ),
			'busy' => array( 'warning', __( 'A republish is already running: this one was not sent. Its outcome will appear in the log below.', 'plaza-revalidate' ) ),
			'off'  => array( 'error', __( 'Nothing was sent: set PLAZA_REVALIDATE_URL and PLAZA_REVALIDATE_SECRET first.', 'plaza-revalidate' ) ),
		);
		if ( isset( $notices[ $outcome ] ) ) {
			printf( '<div class="notice notice-%s" data-republish="%s"><p>%s</p></div>', esc_attr( $notices[ $outcome ][0] ), esc_attr( $outcome ), esc_html( $notices[ $outcome ][1] ) );
		}
		$since = Plaza_Revalidate_Republish::running_since();
		if ( null !== $since ) {
			/* translators: %s: the time the republish was started. */
			echo '<p data-republish="running">' . esc_html( sprintf( __( 'A republish started at %s is running.', 'plaza-revalidate' ), wp_date( (string) get_option( 'time_format' ), $since ) ) ) . '</p>';
		}
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( Plaza_Revalidate_Republish::ACTION ) . '">';
		wp_nonce_field( Plaza_Revalidate_Republish::ACTION );
		submit_button( __( 'Republish the whole site', 'plaza-revalidate' ), 'secondary', 'submit', false );
		echo '</form>';
	}

	private static function render_settings(): void {
		$url    = Plaza_Revalidate_Delivery::webhook_url();
		$secret = Plaza_Revalidate_Delivery::secret();
		$deploy = Plaza_Revalidate_Delivery::deploy_url();
		$rows   = array(
			'PLAZA_REVALIDATE_URL'    => $url ? $url : __( 'not set: no webhook is sent', 'plaza-revalidate' ),
			'PLAZA_REVALIDATE_SECRET' => ! $secret ? __( 'not set: no webhook is sent', 'plaza-revalidate' )
				: ( strlen( $secret ) < self::MIN_SECRET_LENGTH ? __( 'too short: the site needs at least 32 characters', 'plaza-revalidate' ) : __( 'set', 'plaza-revalidate' ) ),
			// A deploy hook's URL is its secret: show only where it points.
			'PLAZA_DEPLOY_HOOK_URL'   => $deploy ? (string) wp_parse_url( $deploy, PHP_URL_HOST ) : __( 'not set', 'plaza-revalidate' ),
			__( 'Retries waiting', 'plaza-revalidate' ) => (string) self::pending_retries(),
		);
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( $rows as $name => $value ) {
			echo '<tr><th scope="row"><code>' . esc_html( $name ) . '</code></th><td>' . esc_html( $value ) . '</td></tr>';
		}
		echo '</tbody></table>';
		echo '<p>' . esc_html__( 'Set these constants in wp-config.php. Failed deliveries are retried by WP-Cron after 1, 5 and 30 minutes.', 'plaza-revalidate' ) . '</p>';
	}

	private static function render_log( array $entries ): void {
		echo '<h2>' . esc_html__( 'Last deliveries', 'plaza-revalidate' ) . '</h2>';
		if ( ! $entries ) {
			echo '<p>' . esc_html__( 'Nothing sent yet.', 'plaza-revalidate' ) . '</p>';
			return;
		}
		$columns = array( __( 'Time', 'plaza-revalidate' ), __( 'Target', 'plaza-revalidate' ), __( 'Event', 'plaza-revalidate' ), __( 'Post', 'plaza-revalidate' ), __( 'Categories', 'plaza-revalidate' ), __( 'Attempt', 'plaza-revalidate' ), __( 'Result', 'plaza-revalidate' ), __( 'Duration', 'plaza-revalidate' ), __( 'Next attempt', 'plaza-revalidate' ) );
		echo '<table class="widefat striped"><thead><tr>';
		foreach ( $columns as $column ) {
			echo '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$format = get_option( 'date_format' ) . ' ' . get_option( 'time_format' );
		foreach ( $entries as $entry ) {
			$cells = array(
				wp_date( $format, (int) $entry['time'] ),
				$entry['target'],
				$entry['event'],
				$entry['post'] ? '#' . $entry['post'] : '',
				implode( ', ', (array) $entry['categories'] ),
				(string) $entry['attempt'],
				( $entry['ok'] ? '✓ ' : '✗ ' ) . $entry['result'] . self::report( $entry['report'] ?? null ),
				$entry['ms'] . ' ms',
				$entry['next'] ? wp_date( $format, (int) $entry['next'] ) : '',
			);
			echo '<tr>';
			foreach ( $cells as $cell ) {
				echo '<td>' . esc_html( (string) $cell ) . '</td>';
			}
			echo '</tr>';
		}
		echo '</tbody></table>';
	}

	/** ": 27 of 27 pages regenerated in 8.4 s" for a republish the site reported on. */
	private static function report( $report ): string {
		if ( ! is_array( $report ) ) {
			return '';
		}
		/* translators: 1: pages regenerated, 2: pages of the site, 3: seconds. */
		return ': ' . sprintf( __( '%1$s of %2$s pages regenerated in %3$s s', 'plaza-revalidate' ), number_format_i18n( (int) $report['regenerated'] ), number_format_i18n( (int) $report['pages'] ), number_format_i18n( (float) $report['seconds'], 1 ) );
	}

	private static function pending_retries(): int {
		$count = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$count += isset( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ) ? count( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ) : 0;
		}
		return $count;
	}
}

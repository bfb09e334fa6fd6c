<?php
/**
 * Tools → Plaza revalidation: the settings in effect (never the secret) and the delivery log, for
 * users who can manage options.
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

	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Plaza revalidation', 'plaza-revalidate' ) . '</h1>';
		self::render_settings();
		self::render_log( Plaza_Revalidate_Log::entries() );
		echo '</div>';
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
				( $entry['ok'] ? '✓ ' : '✗ ' ) . $entry['result'],
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

	private static function pending_retries(): int {
		$count = 0;
		foreach ( (array) _get_cron_array() as $hooks ) {
			$count += isset( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ) ? count( $hooks[ Plaza_Revalidate_Delivery::RETRY_HOOK ] ) : 0;
		}
		return $count;
	}
}

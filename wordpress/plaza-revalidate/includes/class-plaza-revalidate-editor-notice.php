<?php
/**
 * After an Update in the block editor, a notice says whether the site took it: the editor's script
 * (assets/editor-notice.js) asks GET /wp-json/plaza/v1/deliveries/<post>?since=<save time> until the
 * delivery of that save is in the log, and shows the message this route gives in the user's language.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The REST route and the editor's script.
 */
final class Plaza_Revalidate_Editor_Notice {

	const REST_NAMESPACE = 'plaza/v1';
	const HANDLE         = 'plaza-revalidate-editor-notice';

	/** @var string[] Post types the plugin follows (plaza_revalidate_post_types). */
	private static $types = array();

	public static function boot( array $types ): void {
		self::$types = $types;
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
		add_action( 'enqueue_block_editor_assets', array( self::class, 'enqueue' ) );
	}

	public static function routes(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			'/deliveries/(?P<id>\d+)',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'latest' ),
				// Whoever may edit the post may know whether its last save reached the site.
				'permission_callback' => fn( WP_REST_Request $request ) => current_user_can( 'edit_post', (int) $request['id'] ),
				'args'                => array(
					'since' => array(
						'type'     => 'integer',
						'minimum'  => 0,
						'required' => true,
					),
				),
			)
		);
	}

	/** The newest delivery of the post logged at or after `since` (unix seconds), as the notice shows it. */
	public static function latest( WP_REST_Request $request ): array {
		if ( ! Plaza_Revalidate_Delivery::webhook_url() || ! Plaza_Revalidate_Delivery::secret() ) {
			return array( 'state' => 'off' );
		}
		return self::answer( self::entry_for( Plaza_Revalidate_Log::entries(), (int) $request['id'], (int) $request['since'] ) );
	}

	/** Pure: the newest webhook entry of $post at or after $since (entries newest first), or null. */
	public static function entry_for( array $entries, int $post, int $since ): ?array {
		foreach ( $entries as $entry ) {
			if ( 'webhook' === ( $entry['target'] ?? '' ) && $post === (int) ( $entry['post'] ?? 0 ) && (int) ( $entry['time'] ?? 0 ) >= $since ) {
				return $entry;
			}
		}
		return null;
	}

	/**
	 * Pure but for the translation and the time format: `pending` until the save's delivery is logged;
	 * `taken`, `retrying` (with the time of the next attempt) or `refused` (a 4xx, not retried).
	 */
	public static function answer( ?array $entry ): array {
		if ( null === $entry ) {
			return array( 'state' => 'pending' );
		}
		if ( $entry['ok'] ) {
			return array(
				'state'   => 'taken',
				'message' => __( 'The site took this update.', 'plaza-revalidate' ),
			);
		}
		if ( $entry['next'] ) {
			return array(
				'state'   => 'retrying',
				/* translators: %s: the time of the next attempt, e.g. 14:05. */
				'message' => sprintf( __( 'The site did not answer this update; it will be sent again at %s.', 'plaza-revalidate' ), wp_date( 'H:i', (int) $entry['next'] ) ),
			);
		}
		return array(
			'state'   => 'refused',
			/* translators: %s: the site's answer, e.g. 401 signature_invalid. */
			'message' => sprintf( __( 'The site refused this update (%s): it will show there within the refresh interval. Tell whoever runs the site.', 'plaza-revalidate' ), $entry['result'] ),
		);
	}

	/** Only in the editor of a followed post type. */
	public static function enqueue(): void {
		$screen = get_current_screen();
		if ( ! $screen || ! in_array( $screen->post_type, self::$types, true ) ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'assets/editor-notice.js', __DIR__ ),
			array( 'wp-api-fetch', 'wp-data', 'wp-editor', 'wp-notices' ),
			PLAZA_REVALIDATE_VERSION,
			true
		);
	}
}

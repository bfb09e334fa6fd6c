<?php
/**
 * The site's section map (GET /api/preview/sections, signed like the webhook), kept in an option, and the
 * "Plaza París" admin page that shows it to editors: each section of the site, its categories in Spanish and
 * English, how many posts they hold, with "Add a post here" and "View on the site". The map is the site's
 * (its category map, WORDPRESS_CATEGORY_MAP overrides included): WordPress never keeps a copy of its own.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Fetching, keeping and showing the section map.
 */
final class Plaza_Revalidate_Sections {

	const OPTION  = 'plaza_revalidate_sections';
	const SLUG    = 'plaza-paris';
	const VERSION = 1;
	/** An admin request refreshes a map older than this; REST requests (the site's own reads) never do. */
	const MAX_AGE = 600;
	/** After a failed refresh, wait this long before the next try. */
	const RETRY_AFTER = 60;
	/** `post-new.php?plaza_category=ID`: the new post starts in that category. */
	const CATEGORY_ARG = 'plaza_category';

	public static function boot(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'refresh_if_stale' ) );
		add_action( 'wp_insert_post', array( self::class, 'preselect_category' ), 10, 3 );
	}

	/**
	 * The first page in the site's list (Spanish pages, then English, in the site's menu order) that shows
	 * one of these categories: the page a post opens on, as the site itself chooses it. Null: not a plaza post.
	 *
	 * @param int[] $categories The post's categories.
	 * @param array $map        The site's map (empty when it was never read).
	 */
	public static function page_for( array $categories, array $map ): ?string {
		$categories = array_map( 'intval', $categories );
		foreach ( (array) ( $map['pages'] ?? array() ) as $page ) {
			if ( array_intersect( array_map( 'intval', (array) ( $page['categories'] ?? array() ) ), $categories ) ) {
				return (string) $page['path'];
			}
		}
		return null;
	}

	/**
	 * Whether a reply is a map this plugin understands.
	 *
	 * @param mixed $map The decoded reply.
	 */
	public static function valid( $map ): bool {
		if ( ! is_array( $map ) || self::VERSION !== ( $map['version'] ?? null ) || ! is_array( $map['sections'] ?? null ) || ! is_array( $map['pages'] ?? null ) ) {
			return false;
		}
		foreach ( $map['pages'] as $page ) {
			if ( ! is_string( $page['path'] ?? null ) || 0 !== strpos( $page['path'], '/' ) || ! is_array( $page['categories'] ?? null ) ) {
				return false;
			}
		}
		return true;
	}

	/** The map last read from the site this plugin points at; empty when there is none. */
	public static function map(): array {
		$stored = get_option( self::OPTION );
		return is_array( $stored ) && ( $stored['site'] ?? '' ) === Plaza_Revalidate_Preview::site_url() && is_array( $stored['map'] ?? null ) ? $stored['map'] : array();
	}

	/** When the kept map was read, or 0. */
	public static function fetched_at(): int {
		$stored = get_option( self::OPTION );
		return is_array( $stored ) && ( $stored['site'] ?? '' ) === Plaza_Revalidate_Preview::site_url() ? (int) ( $stored['fetched'] ?? 0 ) : 0;
	}

	/**
	 * Reads the map from the site and keeps it. Returns the map, or a WP_Error saying why not (the kept map
	 * stays as it was).
	 *
	 * @return array|WP_Error
	 */
	public static function refresh( int $timeout = 5 ) {
		$site   = Plaza_Revalidate_Preview::site_url();
		$secret = Plaza_Revalidate_Delivery::secret();
		if ( ! $site || ! $secret ) {
			return new WP_Error( 'plaza_not_configured', __( 'PLAZA_REVALIDATE_SECRET and the site\'s address (PLAZA_SITE_URL or PLAZA_REVALIDATE_URL) must be set.', 'plaza-revalidate' ) );
		}
		update_option( self::OPTION . '_tried', time(), false );
		$response = wp_remote_get(
			$site . Plaza_Revalidate_Contract::SECTIONS_PATH,
			array(
				'timeout'     => $timeout,
				'redirection' => 0,
				'headers'     => Plaza_Revalidate_Contract::request_headers( $secret, time(), 'GET', Plaza_Revalidate_Contract::SECTIONS_PATH ),
				'user-agent'  => 'PlazaRevalidate/' . PLAZA_REVALIDATE_VERSION . '; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$map    = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! self::valid( $map ) ) {
			/* translators: %s: the HTTP status of the site's answer */
			return new WP_Error( 'plaza_bad_answer', sprintf( __( 'The site answered %s without a section map this plugin understands.', 'plaza-revalidate' ), (string) $status ) );
		}
		update_option(
			self::OPTION,
			array(
				'site'    => $site,
				'map'     => $map,
				'fetched' => time(),
			)
		);
		return $map;
	}

	/** `admin_init`: editors' screens (the block editor among them) keep the map fresh for their links. */
	public static function refresh_if_stale(): void {
		$tried = (int) get_option( self::OPTION . '_tried', 0 );
		if ( time() - self::fetched_at() > self::MAX_AGE && time() - $tried > self::RETRY_AFTER && ! wp_doing_ajax() ) {
			self::refresh( 2 );
		}
	}

	/**
	 * `wp_insert_post`: the new post of "Add a post here" starts in its section's category.
	 *
	 * @param int     $post_id The post.
	 * @param WP_Post $post    The post object.
	 * @param bool    $update  Whether it existed before.
	 */
	public static function preselect_category( $post_id, $post, $update ): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a link's preference for the user's own new, empty post.
		$category = isset( $_GET[ self::CATEGORY_ARG ] ) ? absint( $_GET[ self::CATEGORY_ARG ] ) : 0;
		if ( $update || ! $category || 'auto-draft' !== $post->post_status || 'post' !== $post->post_type || ! term_exists( $category, 'category' ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		wp_set_post_categories( $post_id, array( $category ) );
	}

	public static function menu(): void {
		add_menu_page( __( 'Plaza París', 'plaza-revalidate' ), __( 'Plaza París', 'plaza-revalidate' ), 'edit_posts', self::SLUG, array( Plaza_Revalidate_Sections_Page::class, 'render' ), 'dashicons-store', 3 );
	}
}

<?php
/**
 * Preview on the real site (docs/editors.md, "Editors: preview"). For a post in a plaza category:
 * - WordPress's preview link (`preview_post_link`: the block editor's Preview, the post list's Preview)
 *   becomes the site's preview route with a token signed with PLAZA_REVALIDATE_SECRET, naming the post, the
 *   user and an expiry ten minutes ahead (Plaza_Revalidate_Contract::preview_token);
 * - WordPress's own preview address (`?p=ID&preview=true`, which the block editor opens for drafts) redirects
 *   there with a fresh token, so a link never goes stale;
 * - "View post" and the post list's "View" of a published post (`post_link`) open its page on the site;
 * - `GET /wp-json/plaza/v1/preview-access?post=&user=` tells the site, asking as its preview user, whether
 *   that user may still edit that post.
 * Which posts are plaza posts, and which page shows them, comes from the site's section map
 * (Plaza_Revalidate_Sections): one map, the site's.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Preview and view links, and the access check the site makes.
 */
final class Plaza_Revalidate_Preview {

	const REST_NAMESPACE = 'plaza/v1';
	const ACCESS_ROUTE   = '/preview-access';

	public static function boot(): void {
		add_filter( 'preview_post_link', array( self::class, 'preview_link' ), 10, 2 );
		add_filter( 'post_link', array( self::class, 'view_link' ), 10, 2 );
		// Before WordPress renders its own preview (and before redirect_canonical, which skips previews anyway).
		add_action( 'template_redirect', array( self::class, 'redirect_preview' ), 1 );
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
	}

	/**
	 * The site's public address: PLAZA_SITE_URL, or the origin of PLAZA_REVALIDATE_URL (the webhook lives on
	 * the site). '' when neither is set: links stay WordPress's own.
	 */
	public static function site_url(): string {
		$site = defined( 'PLAZA_SITE_URL' ) ? trim( (string) PLAZA_SITE_URL ) : '';
		if ( '' === $site ) {
			$parts = wp_parse_url( Plaza_Revalidate_Delivery::webhook_url() );
			if ( ! empty( $parts['scheme'] ) && ! empty( $parts['host'] ) ) {
				$site = $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
			}
		}
		return rtrim( $site, '/' );
	}

	/** A preview link of the site for this post and user, or null when this is not a plaza post or preview is off. */
	public static function link_for( int $post_id, int $user_id ): ?string {
		$secret = Plaza_Revalidate_Delivery::secret();
		$site   = self::site_url();
		if ( ! $secret || ! $site || ! $user_id || ! self::is_plaza_post( $post_id ) || ! user_can( $user_id, 'edit_post', $post_id ) ) {
			return null;
		}
		return Plaza_Revalidate_Contract::preview_url( $site, Plaza_Revalidate_Contract::preview_token( $secret, $post_id, $user_id, time() ) );
	}

	/** `preview_post_link`: the site's preview, for someone who may edit the post. */
	public static function preview_link( $link, $post ) {
		$post = get_post( $post );
		if ( ! $post ) {
			return $link;
		}
		return self::link_for( (int) $post->ID, get_current_user_id() ) ?? $link;
	}

	/** `post_link`: a published plaza post's page on the site (drafts keep WordPress's, which preview uses). */
	public static function view_link( $permalink, $post ) {
		$post = get_post( $post );
		$site = self::site_url();
		if ( ! $post || 'publish' !== $post->post_status || ! $site || ! self::followed( $post ) ) {
			return $permalink;
		}
		$path = Plaza_Revalidate_Sections::page_for( wp_get_post_categories( $post->ID ), Plaza_Revalidate_Sections::map() );
		return null === $path ? $permalink : $site . $path;
	}

	/** `template_redirect`: WordPress's own preview of a plaza post goes to the site's, with a fresh token. */
	public static function redirect_preview(): void {
		if ( ! is_preview() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read to find the post; the link checks the user's rights.
		$post_id = isset( $_GET['preview_id'] ) ? absint( $_GET['preview_id'] ) : get_queried_object_id();
		$link    = $post_id ? self::link_for( $post_id, get_current_user_id() ) : null;
		if ( $link ) {
			// The site is another host: wp_safe_redirect() would refuse it.
			wp_redirect( $link, 302, 'Plaza París' ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect
			exit;
		}
	}

	public static function routes(): void {
		register_rest_route(
			self::REST_NAMESPACE,
			self::ACCESS_ROUTE,
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'access' ),
				// The site's preview user: an Editor can read everyone's drafts, so it may ask about anyone's rights.
				'permission_callback' => fn() => current_user_can( 'edit_others_posts' ),
				'args'                => array(
					'post' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					'user' => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
				),
			)
		);
	}

	/** `{canEdit, categories}`: a post or user that does not exist cannot be edited. */
	public static function access( WP_REST_Request $request ): array {
		$post = get_post( (int) $request['post'] );
		$user = get_userdata( (int) $request['user'] );
		$can  = $post && $user && self::followed( $post ) && user_can( $user, 'edit_post', $post->ID );
		return array(
			'canEdit'    => (bool) $can,
			'categories' => $post ? array_map( 'intval', wp_get_post_categories( $post->ID ) ) : array(),
		);
	}

	private static function followed( WP_Post $post ): bool {
		return in_array( $post->post_type, (array) apply_filters( 'plaza_revalidate_post_types', array( 'post' ) ), true );
	}

	private static function is_plaza_post( int $post_id ): bool {
		$post = get_post( $post_id );
		return $post && self::followed( $post )
			&& null !== Plaza_Revalidate_Sections::page_for( wp_get_post_categories( $post_id ), Plaza_Revalidate_Sections::map() );
	}
}

<?php
/**
 * Tools → Site Health: the plugin's four tests (docs/editors.md, "Editors: Site Health"), each with a plain
 * description and the action that fixes it, in the admin's language.
 * - WP-Cron is not late (direct): no scheduled event overdue by more than LATE_AFTER seconds.
 * - The site answers and takes this WordPress's signature (async: a signed ping, Plaza_Revalidate_Contract).
 * - The plaza's Contact Form 7 form exists, is the site's CF7_FORM_ID and has the site's limits (async).
 * - Preview is set up: the site's preview account works against this WordPress (async: the site asks back).
 * Async tests run from REST routes (Site Health calls them with `_locale=user`, so they answer in the
 * admin's language) and directly in WordPress's weekly check (`async_direct_test`). The judge_* functions
 * are pure, for tests/run.php.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Site Health tests.
 */
final class Plaza_Revalidate_Health {

	/** An event overdue by more than this means nothing runs WP-Cron: the runner ticks every minute. */
	const LATE_AFTER = 300;
	const ROUTE      = '/site-health/';
	const ASYNC      = array( 'plaza_site' => 'site', 'plaza_contact_form' => 'contact-form', 'plaza_preview' => 'preview' );

	public static function boot(): void {
		add_filter( 'site_status_tests', array( self::class, 'tests' ) );
		add_action( 'rest_api_init', array( self::class, 'routes' ) );
	}

	/**
	 * `site_status_tests`.
	 *
	 * @param array $tests Core's tests and other plugins'.
	 */
	public static function tests( $tests ): array {
		$tests                             = (array) $tests;
		$tests['direct']['plaza_wp_cron'] = array(
			'label' => __( 'WP-Cron runs on time', 'plaza-revalidate' ),
			'test'  => array( self::class, 'test_wp_cron' ),
		);
		$labels = array(
			'plaza_site'         => __( 'The site accepts this WordPress', 'plaza-revalidate' ),
			'plaza_contact_form' => __( 'The plaza\'s contact form', 'plaza-revalidate' ),
			'plaza_preview'      => __( 'Preview on the site', 'plaza-revalidate' ),
		);
		foreach ( self::ASYNC as $test => $route ) {
			$tests['async'][ $test ] = array(
				'label'             => $labels[ $test ],
				'test'              => rest_url( Plaza_Revalidate_Preview::REST_NAMESPACE . self::ROUTE . $route ),
				'has_rest'          => true,
				'async_direct_test' => array( self::class, 'test_' . $test ),
			);
		}
		return $tests;
	}

	public static function routes(): void {
		foreach ( self::ASYNC as $test => $route ) {
			register_rest_route(
				Plaza_Revalidate_Preview::REST_NAMESPACE,
				self::ROUTE . $route,
				array(
					'methods'             => 'GET',
					'callback'            => array( self::class, 'test_' . $test ),
					'permission_callback' => fn() => current_user_can( 'view_site_health_checks' ),
				)
			);
		}
	}

	public static function test_wp_cron(): array {
		return self::judge_wp_cron( (array) _get_cron_array(), time(), defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON );
	}

	public static function test_plaza_site(): array {
		$url    = Plaza_Revalidate_Delivery::webhook_url();
		$secret = Plaza_Revalidate_Delivery::secret();
		return self::judge_site( $url, $secret, $url && $secret ? self::ping( false ) : null );
	}

	public static function test_plaza_contact_form(): array {
		if ( ! class_exists( 'WPCF7_ContactForm' ) ) {
			return self::judge_contact_form( null, array(), array() );
		}
		$id     = (int) get_option( Plaza_Revalidate_Contact_Form::OPTION_ID );
		$form   = $id ? WPCF7_ContactForm::get_instance( $id ) : null;
		$limits = array();
		if ( $form && 'publish' === get_post_status( $id ) ) {
			foreach ( array_keys( Plaza_Revalidate_Contact_Form::LIMITS ) as $field ) {
				$tag              = $form->scan_form_tags( array( 'name' => $field ) )[0] ?? null;
				$limits[ $field ] = $tag ? (int) $tag->get_maxlength_option() : 0;
			}
			return self::judge_contact_form( $id, $limits, self::ping( false ) );
		}
		return self::judge_contact_form( -$id, array(), null );
	}

	public static function test_plaza_preview(): array {
		return self::judge_preview( self::ping( true ) );
	}

	/**
	 * One signed ping to the site: `{status, json}`, or `{error}` when it did not answer.
	 *
	 * @return array{status?: int, json?: array, error?: string}
	 */
	private static function ping( bool $preview ): array {
		$url    = Plaza_Revalidate_Delivery::webhook_url();
		$secret = Plaza_Revalidate_Delivery::secret();
		if ( ! $url || ! $secret ) {
			return array( 'error' => __( 'PLAZA_REVALIDATE_URL or PLAZA_REVALIDATE_SECRET is not set', 'plaza-revalidate' ) );
		}
		$body     = Plaza_Revalidate_Contract::ping_body( $preview );
		$response = wp_remote_post(
			Plaza_Revalidate_Contract::ping_url( $url ),
			array(
				'timeout'     => 5,
				'redirection' => 0,
				'headers'     => Plaza_Revalidate_Contract::ping_headers( $secret, time(), $body ),
				'body'        => $body,
				'user-agent'  => 'PlazaRevalidate/' . PLAZA_REVALIDATE_VERSION . '; ' . home_url( '/' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return array( 'error' => $response->get_error_message() );
		}
		$json = json_decode( wp_remote_retrieve_body( $response ), true );
		return array(
			'status' => (int) wp_remote_retrieve_response_code( $response ),
			'json'   => is_array( $json ) ? $json : array(),
		);
	}

	/**
	 * WP-Cron: every event overdue by more than LATE_AFTER counts.
	 *
	 * @param array $cron     _get_cron_array(): timestamp => hooks.
	 * @param int   $now      The time.
	 * @param bool  $disabled DISABLE_WP_CRON: visits do not run it, the system must.
	 */
	public static function judge_wp_cron( array $cron, int $now, bool $disabled ): array {
		$late   = 0;
		$oldest = null;
		foreach ( $cron as $timestamp => $hooks ) {
			if ( ! is_numeric( $timestamp ) || $now - (int) $timestamp <= self::LATE_AFTER ) {
				continue;
			}
			$late  += array_sum( array_map( 'count', (array) $hooks ) );
			$oldest = $oldest ?? array( (string) array_key_first( (array) $hooks ), intdiv( $now - (int) $timestamp, 60 ) );
		}
		$runner = $disabled ? __( 'the system (DISABLE_WP_CRON is set, so visits do not run it)', 'plaza-revalidate' ) : __( 'visits to WordPress (DISABLE_WP_CRON is not set)', 'plaza-revalidate' );
		if ( ! $late ) {
			/* translators: %s: what runs WP-Cron */
			return self::result( 'plaza_wp_cron', 'good', __( 'WP-Cron runs on time', 'plaza-revalidate' ), sprintf( __( 'Scheduled posts are published at their time and failed deliveries to the site are retried. WP-Cron is run by %s.', 'plaza-revalidate' ), $runner ), '' );
		}
		return self::result(
			'plaza_wp_cron',
			'critical',
			__( 'WP-Cron is late: scheduled posts are waiting', 'plaza-revalidate' ),
			/* translators: 1: how many events, 2: the oldest event's hook, 3: minutes */
			sprintf( __( 'Scheduled events overdue by more than five minutes: %1$d. The oldest, %2$s, is %3$d minutes late. Scheduled posts are not published, and deliveries the site missed are not retried, until WP-Cron runs.', 'plaza-revalidate' ), $late, esc_html( $oldest[0] ), $oldest[1] ),
			$disabled
				? __( 'Nothing has run WP-Cron: start the runner on WordPress\'s server (systemctl enable --now plaza-wp-cron.timer, from deploy/wordpress/) or check its crontab line (docs/editors.md, "Scheduled posts").', 'plaza-revalidate' )
				: __( 'A headless WordPress gets few visits: install the runner on WordPress\'s server (deploy/wordpress/plaza-wp-cron.timer, or its crontab line) and set DISABLE_WP_CRON in wp-config.php (docs/editors.md, "Scheduled posts").', 'plaza-revalidate' )
		);
	}

	/**
	 * The site: settings, then its answer to the ping.
	 *
	 * @param array|null $ping ping()'s answer; null when it was not sent.
	 */
	public static function judge_site( string $url, string $secret, ?array $ping ): array {
		$fix_secret = __( 'Put the same secret (at least 32 characters: openssl rand -hex 32) in PLAZA_REVALIDATE_SECRET in wp-config.php and in REVALIDATE_SECRET on the site, then restart the site.', 'plaza-revalidate' );
		$fail       = fn( string $label, string $why, string $fix ) => self::result( 'plaza_site', 'critical', $label, $why . ' ' . __( 'Until this is fixed, an Update reaches the site only at its next interval refresh.', 'plaza-revalidate' ), $fix );
		if ( ! $url ) {
			return $fail( __( 'The site is not told about edits', 'plaza-revalidate' ), __( 'PLAZA_REVALIDATE_URL is not set in wp-config.php.', 'plaza-revalidate' ), __( 'Set PLAZA_REVALIDATE_URL to the site\'s webhook (https://…/api/revalidate) in wp-config.php (docs/editors.md, "Editors: republishing").', 'plaza-revalidate' ) );
		}
		if ( strlen( $secret ) < 32 ) {
			return $fail( __( 'The shared secret is missing or too short', 'plaza-revalidate' ), __( 'PLAZA_REVALIDATE_SECRET must have at least 32 characters; the site refuses shorter ones.', 'plaza-revalidate' ), $fix_secret );
		}
		$status = $ping['status'] ?? 0;
		$word   = (string) ( $ping['json']['status'] ?? '' );
		if ( isset( $ping['error'] ) ) {
			/* translators: 1: the ping's address, 2: the error */
			return $fail( __( 'The site does not answer', 'plaza-revalidate' ), sprintf( __( 'WordPress could not reach %1$s: %2$s.', 'plaza-revalidate' ), esc_html( Plaza_Revalidate_Contract::ping_url( $url ) ), esc_html( $ping['error'] ) ), __( 'Start the site, or correct PLAZA_REVALIDATE_URL; if WordPress blocks outgoing requests, add the site\'s host to WP_ACCESSIBLE_HOSTS.', 'plaza-revalidate' ) );
		}
		if ( 200 === $status && 'ok' === $word ) {
			/* translators: %s: the webhook's address */
			return self::result( 'plaza_site', 'good', __( 'The site answers and accepts this WordPress\'s signature', 'plaza-revalidate' ), sprintf( __( 'An Update is sent to %s, signed with the secret both sides share.', 'plaza-revalidate' ), esc_html( $url ) ), '' );
		}
		if ( 429 === $status ) {
			return self::result( 'plaza_site', 'recommended', __( 'The site asked to wait before the next check', 'plaza-revalidate' ), __( 'The site limits how often it answers these checks.', 'plaza-revalidate' ), __( 'Run the checks again in a minute.', 'plaza-revalidate' ) );
		}
		if ( 401 === $status && 'timestamp_expired' === $word ) {
			return $fail( __( 'The clocks of WordPress and the site differ', 'plaza-revalidate' ), __( 'The site refused the signature\'s time: the two servers\' clocks are more than a minute apart.', 'plaza-revalidate' ), __( 'Set both servers to follow NTP (timedatectl set-ntp true).', 'plaza-revalidate' ) );
		}
		if ( 401 === $status ) {
			return $fail( __( 'The site refuses this WordPress\'s signature', 'plaza-revalidate' ), __( 'PLAZA_REVALIDATE_SECRET here and REVALIDATE_SECRET on the site differ.', 'plaza-revalidate' ), $fix_secret );
		}
		if ( 404 === $status ) {
			return $fail( __( 'The site\'s webhook is off', 'plaza-revalidate' ), __( 'The site answered 404: REVALIDATE_SECRET is not set there, or PLAZA_REVALIDATE_URL is not the site\'s webhook.', 'plaza-revalidate' ), $fix_secret );
		}
		/* translators: %s: an HTTP status and the site's word for it */
		return $fail( __( 'The site does not answer', 'plaza-revalidate' ), sprintf( __( 'The site answered %s.', 'plaza-revalidate' ), esc_html( trim( $status . ' ' . $word ) ) ), __( 'Look at the site\'s log for the error.', 'plaza-revalidate' ) );
	}

	/**
	 * The contact form.
	 *
	 * @param int|null   $id     The form's id; negative: the id this plugin stored, whose form is gone; null: no Contact Form 7.
	 * @param int[]      $limits Field → the form's maxlength (0: none).
	 * @param array|null $ping   ping()'s answer.
	 */
	public static function judge_contact_form( ?int $id, array $limits, ?array $ping ): array {
		$rewrite = __( 'Deactivate and activate the Plaza París companion plugin under Plugins: it writes the form again with the site\'s fields and limits.', 'plaza-revalidate' );
		if ( null === $id ) {
			return self::result( 'plaza_contact_form', 'recommended', __( 'Contact Form 7 is not active', 'plaza-revalidate' ), __( 'The site\'s contact messages wait in its queue until Contact Form 7 takes them.', 'plaza-revalidate' ), __( 'Activate Contact Form 7: this plugin then creates the plaza\'s form.', 'plaza-revalidate' ) );
		}
		if ( $id <= 0 ) {
			return self::result(
				'plaza_contact_form',
				'critical',
				__( 'The plaza\'s contact form is missing', 'plaza-revalidate' ),
				/* translators: %d: the form's number */
				sprintf( __( 'Contact Form 7 has no form #%d any more: visitors\' messages wait in the site\'s queue and reach nobody.', 'plaza-revalidate' ), -$id ),
				$rewrite . ' ' . __( 'Then set CF7_FORM_ID on the site to the new form\'s number (Contact → Contact Forms) and restart the site.', 'plaza-revalidate' )
			);
		}
		$contact = ( 200 === ( $ping['status'] ?? 0 ) && is_array( $ping['json']['contact'] ?? null ) ) ? $ping['json']['contact'] : null;
		if ( null === $contact ) {
			return self::result( 'plaza_contact_form', 'recommended', __( 'The contact form could not be compared with the site', 'plaza-revalidate' ), __( 'The site did not answer the check (see "The site accepts this WordPress").', 'plaza-revalidate' ), __( 'Fix the site\'s connection first, then run the checks again.', 'plaza-revalidate' ) );
		}
		$site_id = $contact['formId'] ?? null;
		if ( (int) $site_id !== $id ) {
			return self::result(
				'plaza_contact_form',
				'critical',
				__( 'The site sends its messages to another form', 'plaza-revalidate' ),
				/* translators: 1: the site's setting, 2: the plaza's form */
				sprintf( __( 'The site\'s CF7_FORM_ID is %1$s; the plaza\'s form is #%2$d.', 'plaza-revalidate' ), null === $site_id ? __( 'not set', 'plaza-revalidate' ) : '#' . (int) $site_id, $id ),
				/* translators: %d: the plaza's form */
				sprintf( __( 'Set CF7_FORM_ID=%d on the site and restart it.', 'plaza-revalidate' ), $id )
			);
		}
		$differ = array();
		foreach ( (array) ( $contact['limits'] ?? array() ) as $field => $site_limit ) {
			if ( (int) ( $limits[ $field ] ?? 0 ) !== (int) $site_limit ) {
				/* translators: 1: a field, 2: the form's limit, 3: the site's limit */
				$differ[] = sprintf( __( '%1$s: %2$d in the form, %3$d on the site', 'plaza-revalidate' ), $field, (int) ( $limits[ $field ] ?? 0 ), (int) $site_limit );
			}
		}
		if ( $differ ) {
			/* translators: %s: the fields whose limits differ */
			return self::result( 'plaza_contact_form', 'critical', __( 'The contact form\'s limits differ from the site\'s', 'plaza-revalidate' ), sprintf( __( 'Contact Form 7 refuses messages the site accepted: %s.', 'plaza-revalidate' ), esc_html( implode( '; ', $differ ) ) ), $rewrite );
		}
		/* translators: %d: the form's number */
		return self::result( 'plaza_contact_form', 'good', __( 'The plaza\'s contact form matches the site', 'plaza-revalidate' ), sprintf( __( 'Form #%d exists, the site sends its messages to it, and its limits are the site\'s.', 'plaza-revalidate' ), $id ), '' );
	}

	/**
	 * Preview: the site's preview account, as the site found it.
	 *
	 * @param array|null $ping ping()'s answer (asked with preview).
	 */
	public static function judge_preview( ?array $ping ): array {
		$account = 200 === ( $ping['status'] ?? 0 ) ? (string) ( $ping['json']['preview'] ?? '' ) : '';
		$set_up  = __( 'On the site, set WORDPRESS_PREVIEW_USER to an Editor kept for the site and WORDPRESS_PREVIEW_PASSWORD to one of its application passwords (Users → Profile → Application passwords), then restart the site.', 'plaza-revalidate' );
		switch ( $account ) {
			case 'ok':
				return self::result( 'plaza_preview', 'good', __( 'Preview opens drafts on the site', 'plaza-revalidate' ), __( 'The site reads drafts with its preview account, and WordPress accepts its application password.', 'plaza-revalidate' ), '' );
			case 'not_configured':
				return self::result( 'plaza_preview', 'recommended', __( 'Preview is not set up', 'plaza-revalidate' ), __( 'The site has no preview account: Preview shows the published page, with a bar saying preview is not set up.', 'plaza-revalidate' ), $set_up );
			case 'rejected':
				return self::result( 'plaza_preview', 'critical', __( 'WordPress refuses the site\'s preview account', 'plaza-revalidate' ), __( 'The site\'s application password was revoked or mistyped, or its user is gone: Preview cannot open drafts.', 'plaza-revalidate' ), $set_up );
			case 'not_editor':
				return self::result( 'plaza_preview', 'critical', __( 'The site\'s preview account may not read others\' drafts', 'plaza-revalidate' ), __( 'The user the site previews with is not an Editor: Preview refuses every post.', 'plaza-revalidate' ), __( 'Give that user the Editor role (Users).', 'plaza-revalidate' ) );
			case 'unreachable':
				return self::result( 'plaza_preview', 'recommended', __( 'The site could not reach WordPress', 'plaza-revalidate' ), __( 'The site could not ask WordPress about its preview account.', 'plaza-revalidate' ), __( 'Check WORDPRESS_URL on the site.', 'plaza-revalidate' ) );
		}
		return self::result( 'plaza_preview', 'recommended', __( 'Preview could not be checked', 'plaza-revalidate' ), __( 'The site did not answer the check (see "The site accepts this WordPress").', 'plaza-revalidate' ), __( 'Fix the site\'s connection first, then run the checks again.', 'plaza-revalidate' ) );
	}

	private static function result( string $test, string $status, string $label, string $description, string $action ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Plaza París', 'plaza-revalidate' ),
				'color' => 'critical' === $status ? 'red' : 'blue',
			),
			'description' => '<p>' . $description . '</p>',
			'actions'     => $action ? '<p>' . $action . '</p>' : '',
			'test'        => $test,
		);
	}
}

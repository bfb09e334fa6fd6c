<?php
/**
 * Plain php-cli tests of the plugin's pure parts: event rules, merging a request's hooks into one
 * delivery per post, payload shape, signing, retry policy, the log's size; then (companion-tests.php) the
 * custom fields, the Contact Form 7 form and the Spanish translation. Run:
 *
 *     php wordpress/plaza-revalidate/tests/run.php
 *
 * It replays the hooks in the order WordPress 6.1 fires them (wp_insert_post, wp_trash_post,
 * wp_delete_post, wp_delete_attachment and the REST controller's update_item), against an in-memory
 * stand-in for the database. Then it writes tests/payloads.json (signed sample deliveries) and fails
 * when that differs from the committed file: the site's Jest test (lib/revalidate/plugin-contract.test.ts)
 * validates the same file against its schema and signature check, so both sides keep one contract.
 *
 * @package Plaza_Revalidate
 */

define( 'ABSPATH', __DIR__ . '/' );
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-contract.php';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-changes.php';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-hooks.php';
require dirname( __DIR__ ) . '/includes/class-plaza-revalidate-log.php';

/** The database as the hooks see it: posts, categories (by term id) and featured images. */
final class Fake_Site {
	/** @var array<int, array{type: string, status: string, categories: int[], parents: int[]}> */
	public $posts = array();
	/** @var array<int, int> post id → featured attachment id */
	public $featured = array();

	public function state( int $id ): ?array {
		if ( ! isset( $this->posts[ $id ] ) ) {
			return null;
		}
		$state = $this->posts[ $id ];
		if ( 'attachment' === $state['type'] ) {
			$state['categories'] = array();
			foreach ( $this->featured as $post_id => $media_id ) {
				if ( $media_id === $id && 'publish' === $this->posts[ $post_id ]['status'] ) {
					$state['categories'] = array_merge( $state['categories'], $this->posts[ $post_id ]['categories'] );
				}
			}
		}
		return $state;
	}

	/** term_taxonomy ids differ from term ids in WordPress; here by 1000, to prove the conversion. */
	public function category_ids( array $tt_ids ): array {
		return array_map( fn( $tt ) => $tt - 1000, $tt_ids );
	}

	public static function tt( array $term_ids ): array {
		return array_map( fn( $id ) => $id + 1000, $term_ids );
	}
}

/** One request: the hooks WordPress fires for each operation, in its order, then the payloads. */
final class Request {
	/** @var Fake_Site */
	private $site;
	/** @var Plaza_Revalidate_Hooks */
	private $hooks;

	public function __construct( Fake_Site $site, array $types = array( 'post' ) ) {
		$this->site  = $site;
		$this->hooks = new Plaza_Revalidate_Hooks( new Plaza_Revalidate_Changes(), $site, $types );
	}

	/** wp_insert_post() / wp_update_post(); $rest_terms: categories set by the REST controller after it. */
	public function save( int $id, array $changes, ?array $rest_terms = null ): self {
		$old = $this->site->posts[ $id ] ?? null;
		if ( $old ) {
			$this->hooks->snapshot( $id ); // pre_post_update.
		}
		$new                     = array_merge( $old ?? array( 'categories' => array(), 'parents' => array() ), $changes );
		$this->site->posts[ $id ] = array_merge( $new, array( 'categories' => $old['categories'] ?? array() ) );
		if ( isset( $changes['categories'] ) ) {
			$this->set_terms( $id, $changes['categories'] ); // wp_set_post_categories() inside wp_insert_post().
		}
		$this->hooks->status_changed( $new['status'], $old['status'] ?? 'new', (object) array( 'ID' => $id ) );
		if ( 'attachment' === $new['type'] ) {
			$this->hooks->snapshot( $id ); // edit_attachment / add_attachment.
		}
		$this->hooks->snapshot( $id ); // save_post.
		if ( null !== $rest_terms ) {
			$this->set_terms( $id, $rest_terms );
		}
		return $this;
	}

	public function set_terms( int $id, array $categories ): self {
		$old                                   = $this->site->posts[ $id ]['categories'];
		$this->site->posts[ $id ]['categories'] = $categories;
		$this->hooks->terms_changed( $id, $categories, Fake_Site::tt( $categories ), 'category', false, Fake_Site::tt( $old ) );
		return $this;
	}

	/** wp_trash_post(): wp_trash_post, then wp_update_post() to status trash. */
	public function trash( int $id ): self {
		$this->hooks->snapshot( $id );
		return $this->save( $id, array( 'status' => 'trash' ) );
	}

	/** wp_delete_post() / wp_delete_attachment(): terms and `_thumbnail_id` references go before the row. */
	public function delete( int $id ): self {
		$this->hooks->snapshot( $id ); // before_delete_post, or delete_attachment.
		$this->site->posts[ $id ]['categories'] = array();
		$this->site->featured                   = array_filter( $this->site->featured, fn( $media ) => $media !== $id );
		unset( $this->site->posts[ $id ] );
		$this->hooks->deleted( $id );
		return $this;
	}

	public function payloads(): array {
		return $this->hooks->payloads();
	}
}

$failures = 0;
$checks   = 0;
function check( string $name, $actual, $expected ): void {
	global $failures, $checks;
	++$checks;
	if ( $actual !== $expected ) {
		++$failures;
		fwrite( STDERR, "FAIL {$name}\n  expected: " . json_encode( $expected ) . "\n  actual:   " . json_encode( $actual ) . "\n" );
	}
}

/** The published plaza as the tests start from it (ids as in content/wordpress/). */
function plaza(): Fake_Site {
	$site        = new Fake_Site();
	$site->posts = array(
		243  => array( 'type' => 'post', 'status' => 'publish', 'categories' => array( 17 ), 'parents' => array() ),
		246  => array( 'type' => 'post', 'status' => 'publish', 'categories' => array( 16 ), 'parents' => array() ),
		201  => array( 'type' => 'post', 'status' => 'publish', 'categories' => array( 25 ), 'parents' => array() ),
		300  => array( 'type' => 'post', 'status' => 'draft', 'categories' => array( 12 ), 'parents' => array() ),
		163  => array( 'type' => 'page', 'status' => 'publish', 'categories' => array(), 'parents' => array() ),
		1045 => array( 'type' => 'attachment', 'status' => 'inherit', 'categories' => array(), 'parents' => array( 243 ) ),
		1028 => array( 'type' => 'attachment', 'status' => 'inherit', 'categories' => array(), 'parents' => array( 163 ) ),
		1099 => array( 'type' => 'attachment', 'status' => 'inherit', 'categories' => array(), 'parents' => array() ),
	);
	$site->featured = array( 243 => 1045 );
	return $site;
}

/** [event, id, status, categories, parent] of each payload: the part the rules decide. */
function summary( array $payloads ): array {
	return array_map(
		fn( $p ) => array( $p['event'], $p['post']['id'], $p['post']['status'], $p['post']['categories'], $p['post']['parent'] ?? 0 ),
		$payloads
	);
}

// Event rules and merging: one request, one payload per post, old and new categories.
$cases = array(
	'title edited (REST)'                 => array( fn( $r ) => $r->save( 243, array( 'title' => 'x' ) ), array( array( 'saved', 243, 'publish', array( 17 ), 0 ) ) ),
	'moved 16 → 17 by the REST API'       => array( fn( $r ) => $r->save( 246, array(), array( 17 ) ), array( array( 'saved', 246, 'publish', array( 16, 17 ), 0 ) ) ),
	'moved 16 → 17 in the classic editor' => array( fn( $r ) => $r->save( 246, array( 'categories' => array( 17 ) ) ), array( array( 'saved', 246, 'publish', array( 16, 17 ), 0 ) ) ),
	'categories changed alone'            => array( fn( $r ) => $r->set_terms( 246, array( 16, 17 ) ), array( array( 'saved', 246, 'publish', array( 16, 17 ), 0 ) ) ),
	'saved twice in one request'          => array( fn( $r ) => $r->save( 243, array() )->save( 243, array() ), array( array( 'saved', 243, 'publish', array( 17 ), 0 ) ) ),
	'draft published'                     => array( fn( $r ) => $r->save( 300, array( 'status' => 'publish' ) ), array( array( 'published', 300, 'publish', array( 12 ), 0 ) ) ),
	'new post published'                  => array( fn( $r ) => $r->save( 400, array( 'type' => 'post', 'status' => 'publish', 'categories' => array( 17 ) ) ), array( array( 'published', 400, 'publish', array( 17 ), 0 ) ) ),
	'new post published by REST'          => array( fn( $r ) => $r->save( 400, array( 'type' => 'post', 'status' => 'publish' ), array( 17 ) ), array( array( 'published', 400, 'publish', array( 17 ), 0 ) ) ),
	'published → draft'                   => array( fn( $r ) => $r->save( 201, array( 'status' => 'draft' ) ), array( array( 'unpublished', 201, 'draft', array( 25 ), 0 ) ) ),
	'published → private'                 => array( fn( $r ) => $r->save( 201, array( 'status' => 'private' ) ), array( array( 'unpublished', 201, 'private', array( 25 ), 0 ) ) ),
	'draft saved'                         => array( fn( $r ) => $r->save( 300, array( 'title' => 'y' ) ), array() ),
	'new draft'                           => array( fn( $r ) => $r->save( 401, array( 'type' => 'post', 'status' => 'draft', 'categories' => array( 17 ) ) ), array() ),
	'trashed'                             => array( fn( $r ) => $r->trash( 201 ), array( array( 'trashed', 201, 'trash', array( 25 ), 0 ) ) ),
	'deleted without trash'               => array( fn( $r ) => $r->delete( 201 ), array( array( 'deleted', 201, 'deleted', array( 25 ), 0 ) ) ),
	'page saved (not followed)'           => array( fn( $r ) => $r->save( 163, array( 'title' => 'z' ) ), array() ),
	'two posts in one request'            => array( fn( $r ) => $r->save( 243, array() )->save( 246, array() ), array( array( 'saved', 243, 'publish', array( 17 ), 0 ), array( 'saved', 246, 'publish', array( 16 ), 0 ) ) ),
	'gallery image added'                 => array( fn( $r ) => $r->save( 1100, array( 'type' => 'attachment', 'status' => 'inherit', 'parents' => array( 163 ) ) ), array( array( 'media_changed', 1100, 'inherit', array(), 163 ) ) ),
	'gallery image edited'                => array( fn( $r ) => $r->save( 1028, array( 'alt' => 'a' ) ), array( array( 'media_changed', 1028, 'inherit', array(), 163 ) ) ),
	'gallery image detached'              => array( fn( $r ) => $r->save( 1028, array( 'parents' => array() ) ), array( array( 'media_changed', 1028, 'inherit', array(), 163 ) ) ),
	'gallery image moved to a post'       => array( fn( $r ) => $r->save( 1028, array( 'parents' => array( 243 ) ) ), array( array( 'media_changed', 1028, 'inherit', array(), 163 ), array( 'media_changed', 1028, 'inherit', array(), 243 ) ) ),
	'featured image edited'               => array( fn( $r ) => $r->save( 1045, array( 'alt' => 'b' ) ), array( array( 'media_changed', 1045, 'inherit', array( 17 ), 243 ) ) ),
	'featured image deleted'              => array( fn( $r ) => $r->delete( 1045 ), array( array( 'media_changed', 1045, 'deleted', array( 17 ), 243 ) ) ),
	'unattached, unused image edited'     => array( fn( $r ) => $r->save( 1099, array( 'alt' => 'c' ) ), array() ),
);
foreach ( $cases as $name => list( $run, $expected ) ) {
	$request = new Request( plaza() );
	$run( $request );
	check( $name, summary( $request->payloads() ), $expected );
}

// Emptying the trash: the site dropped the post when it was trashed, so the deletion sends nothing.
$site = plaza();
( new Request( $site ) )->trash( 201 )->payloads();
check( 'deleted from the trash', ( new Request( $site ) )->delete( 201 )->payloads(), array() );

// A request's changes are sent once: asking again gives nothing.
$request = new Request( plaza() );
$request->save( 243, array() );
$request->payloads();
check( 'payloads are emptied once taken', $request->payloads(), array() );

// Other post types can be followed through the filter's list.
$request = new Request( plaza(), array( 'post', 'page' ) );
check( 'followed page', summary( $request->save( 163, array() )->payloads() ), array( array( 'saved', 163, 'publish', array(), 0 ) ) );

// Body: field order, integers, no parent key when there is none, the delivery id, sentAt in UTC.
$body = Plaza_Revalidate_Contract::body( Plaza_Revalidate_Contract::identify( Plaza_Revalidate_Contract::payload( 'saved', 5, 'post', 'publish', array( '17', 16, 17, 0 ) ), str_repeat( '0a', 16 ) ), 1795303695 );
check( 'body', $body, '{"version":2,"deliveryId":"0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a","event":"saved","post":{"id":5,"type":"post","status":"publish","categories":[16,17]},"sentAt":"2026-11-21T23:28:15Z"}' );

// Delivery ids: 128 random bits per change, kept by every later attempt of it.
$payload    = Plaza_Revalidate_Contract::payload( 'saved', 243, 'post', 'publish', array( 17 ) );
$identified = Plaza_Revalidate_Contract::identify( $payload );
check( 'delivery id: 32 lowercase hex digits', (bool) preg_match( '/^[0-9a-f]{32}$/', $identified['deliveryId'] ), true );
check( 'delivery id: another change, another id', Plaza_Revalidate_Contract::identify( $payload )['deliveryId'] !== $identified['deliveryId'], true );
check( 'delivery id: a retry keeps it', Plaza_Revalidate_Contract::identify( $identified ), $identified );
$legacy = Plaza_Revalidate_Contract::identify( array( 'version' => 1 ) + $payload );
check( 'a retry queued by plugin 1.x gets the current contract', array( $legacy['version'], (bool) preg_match( '/^[0-9a-f]{32}$/', $legacy['deliveryId'] ) ), array( 2, true ) );

// Signing: HMAC-SHA256 of "webhook.<timestamp>.<body>", hex, with the sha256= prefix; any change breaks it.
$secret = 'plaza-test-secret-0123456789abcdef-0123456789abcdef';
$sig    = Plaza_Revalidate_Contract::signature( $secret, 1795303695, $body );
check( 'signature format', (bool) preg_match( '/^sha256=[0-9a-f]{64}$/', $sig ), true );
check( 'signature covers the timestamp', Plaza_Revalidate_Contract::signature( $secret, 1795303696, $body ) !== $sig, true );
check( 'signature covers the body', Plaza_Revalidate_Contract::signature( $secret, 1795303695, $body . ' ' ) !== $sig, true );
check( 'signature covers the secret', Plaza_Revalidate_Contract::signature( $secret . 'x', 1795303695, $body ) !== $sig, true );
check( 'signed text is "webhook.<timestamp>.<body>"', $sig, 'sha256=' . hash_hmac( 'sha256', "webhook.1795303695.{$body}", $secret ) );
$headers = Plaza_Revalidate_Contract::headers( $secret, 1795303695, $body );
check( 'headers', array_keys( $headers ), array( 'Content-Type', 'x-plaza-timestamp', 'x-plaza-signature' ) );

// Retry policy: what may heal is retried, after 1, 5 and 30 minutes, then given up.
check( 'retry network error', Plaza_Revalidate_Contract::retryable( null ), true );
check( 'retry 503', Plaza_Revalidate_Contract::retryable( 503 ), true );
check( 'retry 429', Plaza_Revalidate_Contract::retryable( 429 ), true );
check( 'no retry 401', Plaza_Revalidate_Contract::retryable( 401 ), false );
check( 'no retry 400', Plaza_Revalidate_Contract::retryable( 400 ), false );
check( 'no retry 404', Plaza_Revalidate_Contract::retryable( 404 ), false );
check(
	'retry delays',
	array_map( array( Plaza_Revalidate_Contract::class, 'retry_delay' ), array( 1, 2, 3, 4 ) ),
	array( 60, 300, 1800, null )
);

// The log keeps the newest entries.
$log = array();
for ( $i = 1; $i <= 60; $i++ ) {
	$log = Plaza_Revalidate_Log::push( $log, array( 'n' => $i ) );
}
check( 'log size', count( $log ), 50 );
check( 'log newest first', array( $log[0]['n'], $log[49]['n'] ), array( 60, 11 ) );

// Sample deliveries for the site's contract test: one per event, from real hook sequences.
$samples = array(
	'saved: title edited'          => fn( $r ) => $r->save( 243, array( 'title' => 'x' ) ),
	'saved: moved from 16 to 17'   => fn( $r ) => $r->save( 246, array(), array( 17 ) ),
	'published: draft published'   => fn( $r ) => $r->save( 300, array( 'status' => 'publish' ) ),
	'unpublished: back to draft'   => fn( $r ) => $r->save( 201, array( 'status' => 'draft' ) ),
	'trashed: counters post'       => fn( $r ) => $r->trash( 201 ),
	'deleted: without trash'       => fn( $r ) => $r->delete( 243 ),
	'media_changed: gallery image' => fn( $r ) => $r->save( 1100, array( 'type' => 'attachment', 'status' => 'inherit', 'parents' => array( 163 ) ) ),
	'media_changed: featured image' => fn( $r ) => $r->save( 1045, array( 'alt' => 'b' ) ),
);
$timestamp  = 1795303695;
$deliveries = array();
$sample     = function ( string $name, array $payload, int $timestamp ) use ( $secret ): array {
	$body = Plaza_Revalidate_Contract::body( $payload, $timestamp );
	return array(
		'name'      => $name,
		'secret'    => $secret,
		'timestamp' => (string) $timestamp,
		'signature' => Plaza_Revalidate_Contract::signature( $secret, $timestamp, $body ),
		'body'      => $body,
	);
};
foreach ( $samples as $name => $run ) {
	$request = new Request( plaza() );
	$run( $request );
	$payloads = $request->payloads();
	check( "sample {$name}: one delivery", count( $payloads ), 1 );
	// A fixed id per sample (its name's MD5, 32 hex digits) keeps the committed file stable.
	$deliveries[] = $sample( $name, Plaza_Revalidate_Contract::identify( $payloads[0], md5( $name ) ), $timestamp );
}
// "Republish the whole site": no post, its own event, identified and signed like the others.
$deliveries[] = $sample( 'republish_all: the whole site', Plaza_Revalidate_Contract::identify( Plaza_Revalidate_Contract::republish_payload(), md5( 'republish_all' ) ), $timestamp );
check( 'republish body', json_decode( end( $deliveries )['body'], true ), array( 'version' => 2, 'deliveryId' => md5( 'republish_all' ), 'event' => 'republish_all', 'sentAt' => '2026-11-21T23:28:15Z' ) );
check( 'republish report read', Plaza_Revalidate_Contract::republish_report( '{"ok":true,"status":"republished","pages":27,"regenerated":26,"seconds":8.42,"late":["/es"]}' ), array( 'pages' => 27, 'regenerated' => 26, 'seconds' => 8.42 ) );
check( 'republish report: not one', array_map( array( Plaza_Revalidate_Contract::class, 'republish_report' ), array( '{"ok":false,"status":"republish_busy"}', '{"ok":true,"revalidated":[]}', '<html>', '{"status":"republished","pages":"x","regenerated":1,"seconds":1}' ) ), array( null, null, null, null ) );
// The WP-Cron retry of the first sample, a minute later: the same delivery id, a new timestamp and sentAt.
$first        = Plaza_Revalidate_Contract::identify( ( new Request( plaza() ) )->save( 243, array( 'title' => 'x' ) )->payloads()[0], md5( 'saved: title edited' ) );
$deliveries[] = $sample( 'retry: saved: title edited, attempt 2', Plaza_Revalidate_Contract::identify( $first ), $timestamp + 60 );
$file     = __DIR__ . '/payloads.json';
$json     = json_encode( $deliveries, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
$previous = is_file( $file ) ? file_get_contents( $file ) : '';
file_put_contents( $file, $json );
check( 'tests/payloads.json is the committed file (review `git diff`, commit it, run again)', $previous === $json, true );

// The custom fields, the contact form and the translation.
require __DIR__ . '/companion-tests.php';
// Preview: the token, the signed request, the page a post opens on.
require __DIR__ . '/preview-tests.php';
// The block editor's notice after an Update.
require __DIR__ . '/editor-notice-tests.php';

// Site Health: the judgements and signed ping samples.
require __DIR__ . '/health-tests.php';

// The visitor header and one mail per reference.
require __DIR__ . '/contact.php';

printf( "%s: %d checks, %d failed\n", $failures ? 'FAIL' : 'ok', $checks, $failures );
exit( $failures ? 1 : 0 );

<?php
/**
 * WordPress's post hooks → Plaza_Revalidate_Changes. Each callback only snapshots "before" states;
 * the final state is read once, at shutdown, when every hook of the request has run (the REST API,
 * for one, sets categories after save_post).
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Hook callbacks. The lookup (Plaza_Revalidate_Lookup, or a fake in tests/run.php) answers what a
 * post is right now; the order WordPress calls these in decides what "before" means.
 */
final class Plaza_Revalidate_Hooks {

	/** @var Plaza_Revalidate_Changes */
	private $changes;

	/** @var object With state( int $id ): ?array and category_ids( int[] $term_taxonomy_ids ): int[]. */
	private $lookup;

	/** @var string[] Post types whose changes the site may show (attachments are always followed). */
	private $types;

	public function __construct( Plaza_Revalidate_Changes $changes, $lookup, array $types ) {
		$this->changes = $changes;
		$this->lookup  = $lookup;
		$this->types   = $types;
	}

	/** [hook, method, accepted args]: registered by the plugin, replayed in WordPress's order by the tests. */
	public static function map(): array {
		return array(
			array( 'pre_post_update', 'snapshot', 1 ),
			array( 'wp_trash_post', 'snapshot', 1 ),
			array( 'before_delete_post', 'snapshot', 1 ),
			// Before its `_thumbnail_id` references are removed: the posts it illustrates are still known.
			array( 'delete_attachment', 'snapshot', 1 ),
			array( 'add_attachment', 'snapshot', 1 ),
			array( 'edit_attachment', 'snapshot', 1 ),
			array( 'save_post', 'snapshot', 1 ),
			array( 'set_object_terms', 'terms_changed', 6 ),
			array( 'transition_post_status', 'status_changed', 3 ),
			array( 'deleted_post', 'deleted', 1 ),
		);
	}

	/** The post as it is now, taken as its "before" state when this is the first hook that saw it. */
	public function snapshot( $post_id ): void {
		$this->record( (int) $post_id, array() );
	}

	/**
	 * Categories set: the old ones come with the hook. The status is left unknown: in wp_insert_post()
	 * this fires before transition_post_status, for a new post too, whose row already says "publish".
	 */
	public function terms_changed( $object_id, $terms, $tt_ids, $taxonomy, $append, $old_tt_ids ): void {
		if ( 'category' === $taxonomy ) {
			$old = $this->lookup->category_ids( (array) $old_tt_ids );
			$this->record( (int) $object_id, array( 'status' => null, 'categories' => $old ) );
		}
	}

	/** The only hook that knows the old status of a post published without an update (scheduled, new). */
	public function status_changed( $new_status, $old_status, $post ): void {
		$before = array( 'status' => (string) $old_status );
		if ( 'new' === $old_status ) {
			$before['categories'] = array();
		}
		$this->record( (int) $post->ID, $before );
	}

	/** The row is gone by now; only a post snapshotted earlier (before_delete_post) is sent. */
	public function deleted( $post_id ): void {
		$this->changes->deleted( (int) $post_id );
	}

	/** @return array[] The request's payloads; the changes are emptied. */
	public function payloads(): array {
		return $this->changes->payloads( array( $this->lookup, 'state' ) );
	}

	private function record( int $id, array $overrides ): void {
		if ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) {
			return;
		}
		$state = $this->lookup->state( $id );
		if ( null === $state || ! $this->follows( $state['type'] ) ) {
			return;
		}
		$this->changes->before( $id, array_merge( $state, $overrides ) );
	}

	private function follows( string $type ): bool {
		return 'attachment' === $type || in_array( $type, $this->types, true );
	}
}

<?php
/**
 * The posts one request changed. WordPress fires several hooks for one save (pre_post_update,
 * set_object_terms, transition_post_status, save_post, post_updated…); each hook records what it knows
 * here and the plugin sends once per post at shutdown. Pure PHP: tests/run.php drives it directly.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Per-post "before" snapshots of one request, turned into payloads at the end of it.
 *
 * A state is `array{type: string, status: ?string, categories: int[], parents: int[]}`: for an
 * attachment, `categories` are those of the published posts it is the featured image of (posts embed
 * their featured image) and `parents` the post it is attached to.
 */
final class Plaza_Revalidate_Changes {

	/** @var array<int, array> State of each post at the first hook that saw it in this request. */
	private $before = array();

	/** @var array<int, true> Posts whose row is gone (deleted_post fired). */
	private $deleted = array();

	/**
	 * Records what a post was before the change. The first known status wins (null: this hook cannot
	 * tell, as set_object_terms cannot for a post being created); categories and parents of later
	 * snapshots are added, since each only names places the post was in (a post moved from 16 to 17
	 * must refresh both; the final categories are added at the end).
	 */
	public function before( int $id, array $state ): void {
		if ( ! isset( $this->before[ $id ] ) ) {
			$this->before[ $id ] = $state;
			return;
		}
		$this->before[ $id ]['status'] = $this->before[ $id ]['status'] ?? $state['status'];
		foreach ( array( 'categories', 'parents' ) as $key ) {
			$this->before[ $id ][ $key ] = array_values( array_unique( array_merge( $this->before[ $id ][ $key ], $state[ $key ] ) ) );
		}
	}

	public function deleted( int $id ): void {
		$this->deleted[ $id ] = true;
	}

	/**
	 * One payload per changed post (an attachment moved between posts: one per post it touched).
	 *
	 * @param callable $now State of a post now (same shape), or null when it no longer exists.
	 * @return array[] Payloads without sentAt (Plaza_Revalidate_Contract::payload()).
	 */
	public function payloads( callable $now ): array {
		$payloads = array();
		foreach ( $this->before as $id => $before ) {
			$after = isset( $this->deleted[ $id ] ) ? null : $now( $id );
			// Only categories changed, and no hook said what the status was: it did not change.
			$before['status'] = $before['status'] ?? ( $after['status'] ?? 'deleted' );
			$both  = array_merge( $before['categories'], $after['categories'] ?? array() );
			if ( 'attachment' === $before['type'] ) {
				$payloads = array_merge( $payloads, $this->media_payloads( $id, $before, $after, $both ) );
				continue;
			}
			$event = Plaza_Revalidate_Contract::post_event( $before, $after );
			if ( null !== $event ) {
				$status     = null === $after ? 'deleted' : $after['status'];
				$payloads[] = Plaza_Revalidate_Contract::payload( $event, $id, $before['type'], $status, $both );
			}
		}
		$this->before  = array();
		$this->deleted = array();
		return $payloads;
	}

	/** An attachment nothing shows (no parent, featured nowhere) is not worth a delivery. */
	private function media_payloads( int $id, array $before, ?array $after, array $categories ): array {
		$parents = array_values( array_unique( array_merge( $before['parents'], $after['parents'] ?? array() ) ) );
		$status  = null === $after ? 'deleted' : $after['status'];
		if ( ! $parents ) {
			return $categories ? array( Plaza_Revalidate_Contract::payload( 'media_changed', $id, 'attachment', $status, $categories ) ) : array();
		}
		return array_map(
			fn( $parent ) => Plaza_Revalidate_Contract::payload( 'media_changed', $id, 'attachment', $status, $categories, (int) $parent ),
			$parents
		);
	}
}

<?php
/**
 * The delivery log: the last deliveries, newest first, in one option that is not autoloaded (it is
 * read only on the Tools page). Two saves finishing at the same instant may each drop the other's
 * entry; for a diagnostic log that is an acceptable price for not adding a table.
 *
 * @package Plaza_Revalidate
 */

defined( 'ABSPATH' ) || exit;

/**
 * Entries: time, target (webhook|deploy), event, post, categories, attempt, result, ok, ms, next.
 */
final class Plaza_Revalidate_Log {

	const OPTION = 'plaza_revalidate_log';
	const SIZE   = 50;

	/** Pure: the list with $entry first, cut to $size entries. */
	public static function push( array $entries, array $entry, int $size = self::SIZE ): array {
		array_unshift( $entries, $entry );
		return array_slice( $entries, 0, $size );
	}

	public static function add( array $entry ): void {
		update_option( self::OPTION, self::push( self::entries(), $entry ), false );
	}

	public static function entries(): array {
		$entries = get_option( self::OPTION, array() );
		return is_array( $entries ) ? $entries : array();
	}
}

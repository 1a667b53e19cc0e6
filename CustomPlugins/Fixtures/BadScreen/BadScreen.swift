/// A target whose screen has an error, for the check that the build fails at it.
public enum BadScreen {}
